import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FileDown, FileUp } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogContent } from "#app/components/ui/dialog";
import { toast } from "#app/components/ui/use-toast";
import { postFile, serverMessage } from "#app/http/api-client";
import { productsResource } from "./products.resource";

type Plan = { inserts: number; updates: number; unchanged: number; errors: { row: number; message: string }[] };

/** Products CSV: download everything, or upload a file, see what it would change, then apply it. */
export function ProductCsvPanel() {
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<{ file: File; plan: Plan } | null>(null);
  const preview = useMutation({
    mutationFn: async (file: File) => ({ file, plan: (await (await postFile("/api/admin/products/import?dryRun=1", file)).json()) as Plan }),
    onSuccess: setPending,
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "CSV dosyası okunamadı.", variant: "destructive" }),
    onSettled: () => {
      if (input.current) input.current.value = "";
    },
  });
  const apply = useMutation({
    mutationFn: async (file: File) => (await (await postFile("/api/admin/products/import", file)).json()) as Plan,
    onSuccess: async (plan) => {
      setPending(null);
      toast({ title: "Başarılı", description: `${plan.inserts} ürün eklendi, ${plan.updates} ürün güncellendi.` });
      await productsResource.invalidate(queryClient);
    },
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "CSV içe aktarılamadı.", variant: "destructive" }),
  });

  return (
    <>
      <a href="/api/admin/products/export.csv" download className="inline-flex h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-slate-50">
        <FileDown aria-hidden="true" className="size-4" /> CSV İndir
      </a>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="peer sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) preview.mutate(file);
        }}
      />
      <label
        htmlFor={inputId}
        className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-navy-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-navy-500 hover:bg-slate-50"
      >
        <FileUp aria-hidden="true" className="size-4" /> {preview.isPending ? "Okunuyor..." : "CSV Yükle"}
      </label>
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
