import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { QueryStates } from "#app/components/admin/query-states";
import { ImageField } from "#app/components/admin/image-field";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogContent, FormDialogActions } from "#app/components/ui/dialog";
import { FormField, TextareaField } from "#app/components/ui/form-field";
import { IconButton } from "#app/components/ui/icon-button";
import { toast } from "#app/components/ui/use-toast";
import { Picture } from "#app/components/ui/picture";
import type { RowOf } from "#app/admin/resource";
import { serverMessage } from "#app/http/api-client";
import { brandFormSchema, brandsResource } from "./brands.resource";
import { useConfirmDialog } from "#app/components/admin/confirm-dialog";

type BrandRow = RowOf<typeof brandsResource>;
type FormValues = { name: string; logoUrl: string; description: string; isActive: boolean };

/** /n1_admin/brands: the brands the catalogue offers, with logo and description. */
export function AdminBrandsScreen() {
  const queryClient = useQueryClient();
  const brands = useQuery(brandsResource.listQuery());
  const [dialog, setDialog] = useState<{ open: boolean; brand?: BrandRow }>({ open: false });
  const refresh = () => brandsResource.invalidate(queryClient);
  const { confirm, dialog: confirmDialog } = useConfirmDialog();
  const remove = useMutation({
    mutationFn: brandsResource.remove,
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Marka silindi" });
      await refresh();
    },
    // A brand still in use answers 409 with how many products use it.
    onError: (error) => toast({ title: "Hata", description: serverMessage(error) ?? "Marka silinirken hata oluştu", variant: "destructive" }),
  });

  return (
    <div className="grid gap-6">
      {confirmDialog}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Markalar</h1>
        <Button onClick={() => setDialog({ open: true })}>
          <Plus aria-hidden="true" className="size-4" /> Yeni Marka
        </Button>
      </div>
      <QueryStates query={brands} loadingText="Markalar yükleniyor..." errorText="Markalar yüklenirken bir hata oluştu." emptyText="Henüz marka eklenmemiş">
        {(rows) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {rows.map((brand) => (
              <li key={brand.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
                <div className="grid size-16 shrink-0 place-items-center rounded-lg border border-slate-100 bg-slate-50">
                  {brand.logoUrl?.startsWith("/") ? (
                    <Picture src={brand.logoUrl} alt="" width={56} height={48} sizes="56px" className="max-h-12 w-auto max-w-14 object-contain" />
                  ) : (
                    <span aria-hidden="true" className="text-lg font-bold text-slate-500">
                      {brand.name.slice(0, 2).toLocaleUpperCase("tr")}
                    </span>
                  )}
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex items-start justify-between gap-2">
                    <p className="font-semibold text-navy-900">{brand.name}</p>
                    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${brand.isActive ? "bg-green-100 text-success-700" : "bg-slate-100 text-slate-700"}`}>
                      {brand.isActive ? "Aktif" : "Pasif"}
                    </span>
                  </div>
                  {brand.description && <p className="mt-1 line-clamp-2 text-sm text-slate-700">{brand.description}</p>}
                  <div className="mt-2 flex gap-1">
                    <IconButton icon={Pencil} label={`${brand.name} markasını düzenle`} onClick={() => setDialog({ open: true, brand })} />
                    <IconButton
                      icon={Trash2}
                      tone="danger"
                      label={`${brand.name} markasını sil`}
                      onClick={() =>
                        confirm({
                          title: "Markayı sil",
                          consequence: `“${brand.name}” markası silinecek. Bu işlem geri alınamaz.`,
                          confirmLabel: "Markayı Sil",
                          run: () => remove.mutateAsync(brand.id),
                        })
                      }
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      <BrandDialog open={dialog.open} brand={dialog.brand} onOpenChange={(open) => setDialog((current) => ({ ...current, open }))} onSaved={refresh} />
    </div>
  );
}

function BrandDialog({ open, brand, onOpenChange, onSaved }: { open: boolean; brand?: BrandRow; onOpenChange: (open: boolean) => void; onSaved: () => Promise<void> }) {
  const editing = Boolean(brand);
  const form = useForm<FormValues>({
    resolver: zodResolver(brandFormSchema as never, undefined, { raw: true }) as unknown as Resolver<FormValues>,
    values: { name: brand?.name ?? "", logoUrl: brand?.logoUrl ?? "", description: brand?.description ?? "", isActive: brand?.isActive ?? true },
  });
  const logoUrl = useWatch({ control: form.control, name: "logoUrl" });
  const save = useMutation({
    mutationFn: (values: FormValues) =>
      editing ? brandsResource.update(brand!.id, { ...values, updatedAt: brand!.updatedAt }) : brandsResource.create(values),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: editing ? "Marka güncellendi" : "Marka eklendi" });
      onOpenChange(false);
      await onSaved();
    },
    onError: (error) =>
      toast({
        title: "Hata",
        description: serverMessage(error) ?? (editing ? "Marka güncellenirken hata oluştu" : "Marka eklenirken hata oluştu"),
        variant: "destructive",
      }),
  });
  const { errors } = form.formState;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={editing ? "Markayı Düzenle" : "Yeni Marka"} className="max-w-xl">
        <form className="mt-5 grid gap-4" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <FormField label="Marka adı" error={errors.name?.message} {...form.register("name")} />
          <ImageField
            label="Logo adresi"
            error={errors.logoUrl?.message}
            previewUrl={logoUrl}
            onUploaded={(url) => form.setValue("logoUrl", url, { shouldDirty: true, shouldValidate: true })}
            {...form.register("logoUrl")}
          />
          <TextareaField label="Açıklama" error={errors.description?.message} {...form.register("description")} />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register("isActive")} /> Aktif (sitede görünür)
          </label>
          <FormDialogActions editing={editing} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
