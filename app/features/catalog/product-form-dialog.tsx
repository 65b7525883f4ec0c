import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm, useWatch, type Resolver } from "react-hook-form";
import { z } from "zod";
import { ImageField } from "#app/components/admin/image-field";
import { Button } from "#app/components/ui/button";
import { IconButton } from "#app/components/ui/icon-button";
import { Dialog, DialogContent, FormDialogActions } from "#app/components/ui/dialog";
import { FormField, SelectField, TextareaField } from "#app/components/ui/form-field";
import { toast } from "#app/components/ui/use-toast";
import type { ItemOf } from "#app/admin/resource";
import { ApiError, serverMessage } from "#app/http/api-client";
import { CATEGORIES, resolveCategory } from "#app/domain/catalog-taxonomy";
import { DOCUMENT_KIND_LABELS, DOCUMENT_KINDS, parseFeatureList, productFormSchema, productsResource, specificationMap } from "./products.resource";

type Product = ItemOf<typeof productsResource>;

type DialogValues = {
  name: string;
  description: string;
  category: string;
  subcategory: string;
  brand: string;
  imageUrl: string;
  featuresText: string;
  specifications: { name: string; value: string }[];
  documents: Record<(typeof DOCUMENT_KINDS)[number], string>;
  isActive: boolean;
  isFeatured: boolean;
};

/** The dialog's values in the API's shape: features split on commas, specification rows as a map, documents by kind. */
function toApiInput(values: DialogValues) {
  return {
    name: values.name,
    description: values.description,
    category: values.category,
    subcategory: values.subcategory,
    brand: values.brand,
    imageUrl: values.imageUrl,
    features: parseFeatureList(values.featuresText),
    specifications: specificationMap(values.specifications),
    documents: DOCUMENT_KINDS.filter((kind) => values.documents[kind].trim()).map((kind) => ({
      kind,
      title: DOCUMENT_KIND_LABELS[kind],
      url: values.documents[kind],
    })),
    isActive: values.isActive,
    isFeatured: values.isFeatured,
  };
}

// The same schema the API checks, applied to the dialog's values after mapping them.
const dialogSchema = z.preprocess((values) => toApiInput(values as DialogValues), productFormSchema);

function initialValues(product?: Product): DialogValues {
  const documents = Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, product?.documents.find((doc) => doc.kind === kind)?.url ?? ""]));
  return {
    name: product?.name ?? "",
    description: product?.description ?? "",
    category: product?.category ?? "",
    subcategory: product?.subcategory ?? "",
    brand: product?.brand ?? "",
    imageUrl: product?.imageUrl ?? "",
    featuresText: product?.features.join(", ") ?? "",
    specifications: Object.entries(product?.specifications ?? {}).map(([name, value]) => ({ name, value })),
    documents: documents as DialogValues["documents"],
    isActive: product?.isActive ?? true,
    isFeatured: product?.isFeatured ?? false,
  };
}

/** Create or edit a product (SPEC 2 admin: forms open in a dialog). */
export function ProductFormDialog({
  open,
  onOpenChange,
  product,
  brandNames,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product?: Product;
  brandNames: string[];
}) {
  const queryClient = useQueryClient();
  const editing = Boolean(product);
  const form = useForm<DialogValues>({
    // raw: submit the dialog's own values; the API input is built from them in the mutation.
    resolver: zodResolver(dialogSchema as never, undefined, { raw: true }) as unknown as Resolver<DialogValues>,
    values: initialValues(product),
  });
  const specifications = useFieldArray({ control: form.control, name: "specifications" });
  const category = resolveCategory(useWatch({ control: form.control, name: "category" }) || "-");
  const imageUrl = useWatch({ control: form.control, name: "imageUrl" });
  const save = useMutation({
    mutationFn: (values: DialogValues) =>
      editing ? productsResource.update(product!.id, { ...toApiInput(values), updatedAt: product!.updatedAt }) : productsResource.create(toApiInput(values)),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: editing ? "Ürün başarıyla güncellendi." : "Ürün başarıyla eklendi." });
      onOpenChange(false);
      await productsResource.invalidate(queryClient);
    },
    onError: (error) => {
      const failure = editing ? "Ürün güncellenirken bir hata oluştu." : "Ürün eklenirken bir hata oluştu.";
      // A stale copy (409): SPEC's failure as the title, the server's reason under it.
      if (error instanceof ApiError && error.status === 409) toast({ title: failure, description: serverMessage(error), variant: "destructive" });
      else toast({ title: "Hata", description: failure, variant: "destructive" });
    },
  });
  const { errors } = form.formState;
  const fieldError = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={editing ? "Ürünü Düzenle" : "Yeni Ürün"} className="max-w-2xl">
        <form className="mt-5 grid gap-4" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
          <FormField label="Ürün adı" error={fieldError("name")} {...form.register("name")} />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField label="Marka" error={fieldError("brand")} {...form.register("brand")}>
              <option value="">Marka seçin</option>
              {brandNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectField>
            <SelectField label="Kategori" error={fieldError("category")} {...form.register("category")}>
              <option value="">Kategori seçin</option>
              {CATEGORIES.map((option) => (
                <option key={option.slug} value={option.name}>
                  {option.name}
                </option>
              ))}
            </SelectField>
            <SelectField label="Alt kategori (isteğe bağlı)" error={fieldError("subcategory")} disabled={!category} {...form.register("subcategory")}>
              <option value="">Yok</option>
              {category?.subcategories.map((option) => (
                <option key={option.slug} value={option.name}>
                  {option.name}
                </option>
              ))}
            </SelectField>
          </div>
          <TextareaField label="Açıklama" rows={4} error={fieldError("description")} {...form.register("description")} />
          <ImageField
            label="Görsel adresi"
            error={fieldError("imageUrl")}
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

          <FormDialogActions editing={editing} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
