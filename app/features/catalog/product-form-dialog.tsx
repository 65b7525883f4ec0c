import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useWatch } from "react-hook-form";
import { z } from "zod";
import { ItemDialog, textValues, type ItemDialogState, type ItemDialogTexts, type ItemForm } from "#app/components/admin/item-dialog";
import { IMAGE_UPLOAD, UploadField } from "#app/components/admin/upload-field";
import { Button } from "#app/components/ui/button";
import { IconButton } from "#app/components/ui/icon-button";
import { FormField, SelectField, TextareaField } from "#app/components/ui/form-field";
import type { ItemOf } from "#app/admin/resource";
import { CATEGORIES, resolveCategory } from "#app/domain/catalog-taxonomy";
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, parseFeatureList, productFormSchema, type productsResource, specificationMap, type ProductFormInput } from "./products.resource";

type Product = ItemOf<typeof productsResource>;

/**
 * What the dialog's fields hold (features as one comma-separated text, specification rows, one
 * document address per kind), turned into the body the API takes and checked with the schema the
 * API uses. The API's schema turns the category into its key for the server; the dialog sends the
 * body itself, so it only borrows that schema's verdict.
 */
export const productDialogSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    category: z.string(),
    subcategory: z.string(),
    brand: z.string(),
    imageUrl: z.string(),
    featuresText: z.string(),
    specifications: z.array(z.object({ name: z.string(), value: z.string() })),
    documents: z.record(z.enum(DOCUMENT_KINDS), z.string()),
    isActive: z.boolean(),
    isFeatured: z.boolean(),
  })
  .transform(({ featuresText, specifications, documents, ...fields }): ProductFormInput => ({
    ...fields,
    features: parseFeatureList(featuresText),
    specifications: specificationMap(specifications),
    documents: DOCUMENT_KINDS.filter((kind) => documents[kind].trim()).map((kind) => ({ kind, title: DOCUMENT_KIND_LABELS[kind], url: documents[kind] })),
  }))
  .superRefine((body, context) => {
    for (const issue of productFormSchema.safeParse(body).error?.issues ?? []) context.addIssue({ ...issue, code: "custom", path: issue.path, message: issue.message });
  });

type ProductForm = ItemForm<typeof productDialogSchema>;

function initialValues(product?: Product): z.input<typeof productDialogSchema> {
  return {
    ...textValues(product, ["name", "description", "category", "subcategory", "brand", "imageUrl"]),
    featuresText: product?.features.join(", ") ?? "",
    specifications: Object.entries(product?.specifications ?? {}).map(([name, value]) => ({ name, value })),
    documents: Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, product?.documents.find((doc) => doc.kind === kind)?.url ?? ""])) as Record<(typeof DOCUMENT_KINDS)[number], string>,
    isActive: product?.isActive ?? true,
    isFeatured: product?.isFeatured ?? false,
  };
}

/** The product dialog's titles and toasts. */
export const PRODUCT_DIALOG_TEXTS: ItemDialogTexts = {
  create: "Yeni Ürün", edit: "Ürünü Düzenle", loadFailed: "Ürün yüklenemedi.",
  created: "Ürün başarıyla eklendi.", updated: "Ürün başarıyla güncellendi.",
  createFailed: "Ürün eklenirken bir hata oluştu.", updateFailed: "Ürün güncellenirken bir hata oluştu.",
};

/** Create or edit a product in a dialog (docs/product.md#admin-area). */
export function ProductFormDialog({ brandNames, ...dialog }: ItemDialogState<z.output<typeof productDialogSchema>, Product> & { brandNames: string[] }) {
  return (
    <ItemDialog {...dialog} schema={productDialogSchema} values={initialValues} className="max-w-2xl">
      {(form) => <ProductFields form={form} brandNames={brandNames} />}
    </ItemDialog>
  );
}

function ProductFields({ form, brandNames }: { form: ProductForm; brandNames: string[] }) {
  const specifications = useFieldArray({ control: form.control, name: "specifications" });
  const category = resolveCategory(useWatch({ control: form.control, name: "category" }) || "-");
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });
  const { errors } = form.formState;
  return (
    <>
      <FormField label="Ürün adı" error={errors.name?.message} {...form.register("name")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField label="Marka" error={errors.brand?.message} options={brandNames} {...form.register("brand")}>
          <option value="">Marka seçin</option>
        </SelectField>
        <SelectField label="Kategori" error={errors.category?.message} options={CATEGORIES.map((option) => option.name)} {...form.register("category")}>
          <option value="">Kategori seçin</option>
        </SelectField>
        <SelectField
          label="Alt kategori (isteğe bağlı)"
          error={errors.subcategory?.message}
          disabled={!category}
          options={category?.subcategories.map((option) => option.name)}
          {...form.register("subcategory")}
        >
          <option value="">Yok</option>
        </SelectField>
      </div>
      <TextareaField label="Açıklama" rows={4} error={errors.description?.message} {...form.register("description")} />
      <UploadField
        kind={IMAGE_UPLOAD}
        label="Görsel adresi"
        error={errors.imageUrl?.message}
        previewUrl={imageUrl}
        onUploaded={(url) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
        {...form.register("imageUrl")}
      />
      <FormField label="Özellikler (virgülle ayırın)" placeholder="IP67, Gece görüşü 30 m, PoE" {...form.register("featuresText")} />

      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-navy-900">Teknik özellikler</legend>
        {specifications.fields.map((row, index) => (
          <div key={row.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-end gap-2">
            <FormField label={`Özellik adı ${index + 1}`} {...form.register(`specifications.${index}.name`)} />
            <FormField label={`Değer ${index + 1}`} {...form.register(`specifications.${index}.value`)} />
            <IconButton icon={Trash2} label={`${index + 1}. satırı sil`} onClick={() => specifications.remove(index)} />
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => specifications.append({ name: "", value: "" })}>
          <Plus aria-hidden="true" className="size-4" /> Satır ekle
        </Button>
      </fieldset>

      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-2 text-sm font-medium text-navy-900">Dokümanlar (adres)</legend>
        {DOCUMENT_KINDS.map((kind) => (
          <FormField key={kind} label={DOCUMENT_KIND_LABELS[kind]} placeholder="https://…" {...form.register(`documents.${kind}`)} />
        ))}
      </fieldset>

      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register("isActive")} /> Aktif (sitede görünür)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" {...form.register("isFeatured")} /> Öne çıkan
        </label>
      </div>
    </>
  );
}
