import { useQuery } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { AdminScreen } from "#app/components/admin/admin-screen";
import { AdminTable, type Column } from "#app/components/admin/admin-table";
import { Badge } from "#app/components/admin/badge";
import { editAndRemoveButtons, ItemDialog, NewItemButton, textValues, useItemDialog, type ItemDialogTexts, type ItemForm } from "#app/components/admin/item-dialog";
import { IMAGE_UPLOAD, UploadField } from "#app/components/admin/upload-field";
import { useRemoveItem } from "#app/components/admin/use-remove-item";
import { FormField, TextareaField } from "#app/components/ui/form-field";
import { Picture } from "#app/components/ui/picture";
import type { ItemOf, RowOf } from "#app/admin/resource";
import { brandFormSchema, brandsResource } from "./brands.resource";

type BrandRow = RowOf<typeof brandsResource>;

const COLUMNS: Column<BrandRow>[] = [
  {
    header: "Logo",
    cell: (brand) => (
      <span className="grid size-14 place-items-center rounded-lg border border-slate-100 bg-slate-50">
        {brand.logoUrl?.startsWith("/") ? (
          <Picture src={brand.logoUrl} alt="" width={48} height={40} sizes="48px" className="max-h-10 w-auto max-w-12 object-contain" />
        ) : (
          <span aria-hidden="true" className="text-lg font-bold text-slate-500">
            {brand.name.slice(0, 2).toLocaleUpperCase("tr")}
          </span>
        )}
      </span>
    ),
  },
  {
    header: "Marka",
    cell: (brand) => (
      <>
        <span className="font-semibold text-navy-900">{brand.name}</span>
        {brand.description && <span className="mt-1 line-clamp-2 text-slate-700">{brand.description}</span>}
      </>
    ),
  },
  { header: "Durum", cell: (brand) => <Badge tone={brand.isActive ? "success" : "neutral"}>{brand.isActive ? "Aktif" : "Pasif"}</Badge> },
];

const DIALOG_TEXTS: ItemDialogTexts = {
  create: "Yeni Marka", edit: "Markayı Düzenle", loadFailed: "Marka yüklenemedi.",
  created: "Marka eklendi", updated: "Marka güncellendi",
  createFailed: "Marka eklenirken hata oluştu", updateFailed: "Marka güncellenirken hata oluştu",
};

const brandValues = (brand?: ItemOf<typeof brandsResource>) => ({ ...textValues(brand, ["name", "logoUrl", "description"]), isActive: brand?.isActive ?? true });

function BrandFields({ form }: { form: ItemForm<typeof brandFormSchema> }) {
  const logoUrl = useWatch({ control: form.control, name: "logoUrl" });
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Marka adı" error={errors.name?.message} {...form.register("name")} />
      <UploadField
        kind={IMAGE_UPLOAD}
        label="Logo adresi"
        error={errors.logoUrl?.message}
        previewUrl={logoUrl ?? undefined}
        onUploaded={(url) => form.setValue("logoUrl", url, { shouldDirty: true, shouldValidate: true })}
        {...form.register("logoUrl")}
      />
      <TextareaField label="Açıklama" error={errors.description?.message} {...form.register("description")} />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...form.register("isActive")} /> Aktif (sitede görünür)
      </label>
    </>
  );
}

/** /n1_admin/brands: the brands the catalogue offers, with logo and description; read-only without `canEdit`. */
export function AdminBrandsScreen({ canEdit }: { canEdit: boolean }) {
  const brands = useQuery(brandsResource.listQuery());
  const editor = useItemDialog(brandsResource, DIALOG_TEXTS, { serverReasons: true });
  // A brand still in use answers 409 with how many products use it.
  const remover = useRemoveItem(brandsResource, { title: "Markayı sil", confirmLabel: "Markayı Sil", removed: "Marka silindi", failed: "Marka silinirken hata oluştu" }, { serverReasons: true });
  return (
    <AdminScreen title="Markalar" actions={canEdit && <NewItemButton label="Yeni Marka" onClick={editor.openCreate} />}>
      <AdminTable query={brands} caption="Markalar" columns={COLUMNS}
        states={{ loadingText: "Markalar yükleniyor...", errorText: "Markalar yüklenirken bir hata oluştu.", emptyText: "Henüz marka eklenmemiş" }}
        actions={canEdit ? (brand) => editAndRemoveButtons(editor, remover, brand.id, `${brand.name} markasını`, `“${brand.name}” markası silinecek. Bu işlem geri alınamaz.`) : undefined}
      />
      <ItemDialog {...editor.dialog} schema={brandFormSchema} values={brandValues} className="max-w-xl">
        {(form) => <BrandFields form={form} />}
      </ItemDialog>
    </AdminScreen>
  );
}
