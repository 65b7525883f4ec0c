import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileUp } from "lucide-react";
import { useState } from "react";
import { CsvDownloadLink } from "#app/components/admin/csv-download-link";
import { FilePickerButton } from "#app/components/admin/upload-field";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogContent } from "#app/components/ui/dialog";
import { toast } from "#app/components/ui/use-toast";
import { postFile, serverMessage } from "#app/http/api-client";
import { productsResource } from "./products.resource";

type Plan = { inserts: number; updates: number; unchanged: number; errors: { row: number; message: string }[] };

/** Products CSV: download everything, or upload a file, see what it would change, then apply it. */
export function ProductCsvPanel({ canImport }: { canImport: boolean }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ file: File; plan: Plan } | null>(null);
  const preview = useMutation({
    mutationFn: async (file: File) => ({ file, plan: (await (await postFile(`${productsResource.path}/import?dryRun=1`, file)).json()) as Plan }),
    onSuccess: setPending,
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "CSV dosyası okunamadı.", variant: "destructive" }),
  });
  const apply = useMutation({
    mutationFn: async (file: File) => (await (await postFile(`${productsResource.path}/import`, file)).json()) as Plan,
    onSuccess: async (plan) => {
      setPending(null);
      toast({ title: "Başarılı", description: `${plan.inserts} ürün eklendi, ${plan.updates} ürün güncellendi.` });
      await productsResource.invalidate(queryClient);
    },
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "CSV içe aktarılamadı.", variant: "destructive" }),
  });

  return (
    <>
      <CsvDownloadLink href={`${productsResource.path}/export.csv`} label="CSV İndir" />
      {canImport && <FilePickerButton icon={FileUp} label="CSV Yükle" accept=".csv,text/csv" pending={preview.isPending} pendingLabel="Okunuyor..." onFile={(file) => preview.mutate(file)} />}
      <Dialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
        <DialogContent title="CSV önizlemesi" description={pending?.file.name} className="max-w-lg">
          {pending && (
            <div className="mt-4 grid gap-4">
              <ul className="grid grid-cols-3 gap-3 text-center">
                <li className="rounded-lg bg-slate-50 p-3">
                  <span className="block text-2xl font-bold text-navy-900">{pending.plan.inserts}</span> yeni
                </li>
                <li className="rounded-lg bg-slate-50 p-3">
                  <span className="block text-2xl font-bold text-navy-900">{pending.plan.updates}</span> güncellenecek
                </li>
                <li className="rounded-lg bg-slate-50 p-3">
                  <span className="block text-2xl font-bold text-navy-900">{pending.plan.unchanged}</span> değişmeyecek
                </li>
              </ul>
              {pending.plan.errors.length > 0 ? (
                <div>
                  <p className="font-semibold text-danger-700">{pending.plan.errors.length} satırda hata var; dosya düzeltilmeden uygulanamaz.</p>
                  <ul className="mt-2 max-h-48 list-disc overflow-y-auto pl-5 text-sm text-slate-700">
                    {pending.plan.errors.map((error) => (
                      <li key={`${error.row}-${error.message}`}>
                        {error.row}. satır: {error.message}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : (
                <Button onClick={() => apply.mutate(pending.file)} disabled={apply.isPending || pending.plan.inserts + pending.plan.updates === 0}>
                  {apply.isPending ? "Uygulanıyor..." : "Değişiklikleri Uygula"}
                </Button>
              )}
            </div>
          )}
        </DialogContent>
      </Dialog>
    </>
  );
}
