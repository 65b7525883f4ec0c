import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Eye, Plus, Save, Trash2, Upload } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFieldArray, useForm, useWatch, type FieldErrors, type FieldPath, type UseFieldArrayReturn, type UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { QueryStates } from "#app/components/admin/query-states";
import { Button } from "#app/components/ui/button";
import { FormField, SelectField, TextareaField } from "#app/components/ui/form-field";
import { IconButton } from "#app/components/ui/icon-button";
import { toast } from "#app/components/ui/use-toast";
import { adminKeys } from "#app/admin/query-keys";
import { apiRequest, serverFieldErrors, serverMessage } from "#app/http/api-client";
import { CATEGORIES, resolveCategory } from "#app/domain/catalog-taxonomy";
import type { CategorySuggestion } from "./category-suggestions";
import type { ImportPreview } from "./import-preview-shape";
import { ImportPreviewView } from "./import-preview-view";
import { supplierSetupQuery, type SupplierSetupView } from "./supplier-import.queries";
import { SUPPLIER_KIND_LABELS, SUPPLIER_KINDS, supplierSetupSchema, type SupplierSetupInput } from "./supplier-profile.schema";

const SELECTOR_FIELDS = [
  ["item", "Ürün kutusu"],
  ["name", "Ürün adı"],
  ["brand", "Marka"],
  ["category", "Kategori"],
  ["description", "Açıklama"],
  ["image", "Görsel"],
  ["sku", "Tedarikçi kodu (SKU)"],
  ["features", "Özellik maddeleri"],
  ["specifications", "Teknik özellik satırları"],
  ["link", "Ürün sayfası bağlantısı"],
] as const;

const FEED_FIELDS = [
  ["items", "Ürün listesinin anahtarı"],
  ["name", "Ürün adı"],
  ["brand", "Marka"],
  ["category", "Kategori"],
  ["description", "Açıklama"],
  ["image", "Görsel adresi"],
  ["sku", "Tedarikçi kodu (SKU)"],
  ["features", "Özellikler"],
] as const;

const textsOf = <K extends string>(fields: readonly (readonly [K, string])[]) => z.record(z.enum(fields.map(([key]) => key) as [K, ...K[]]), z.string());

/** What the inputs hold (text), handed on to the schema the API checks with, which turns it into a profile. */
export const setupFormSchema = z
  .object({
    catalogueUrl: z.string(),
    profile: z.object({
      type: z.enum(SUPPLIER_KINDS),
      listingPaths: z.string(),
      nextPageSelector: z.string(),
      maxPages: z.string(),
      selectors: textsOf(SELECTOR_FIELDS),
      fields: textsOf(FEED_FIELDS),
      categoryMap: z.array(z.object({ supplierCategory: z.string(), category: z.string(), subcategory: z.string() })),
      defaultBrand: z.string(),
      activate: z.boolean(),
      downloadImages: z.boolean(),
      delayMs: z.string(),
    }),
  })
  .transform((values): SupplierSetupInput => values)
  .pipe(supplierSetupSchema);

type FormValues = z.input<typeof setupFormSchema>;
type Setup = z.output<typeof setupFormSchema>;
type Form = UseFormReturn<FormValues, unknown, Setup>;


function toFormValues({ catalogueUrl, profile }: SupplierSetupView): FormValues {
  const texts = <K extends string>(keys: readonly (readonly [K, string])[], source: Partial<Record<K, string>>) => Object.fromEntries(keys.map(([key]) => [key, source[key] ?? ""])) as Record<K, string>;
  return {
    catalogueUrl,
    profile: {
      type: profile.type,
      listingPaths: profile.listingPaths.join("\n"),
      nextPageSelector: profile.nextPageSelector ?? "",
      maxPages: String(profile.maxPages),
      selectors: texts(SELECTOR_FIELDS, profile.selectors),
      fields: texts(FEED_FIELDS, profile.fields),
      categoryMap: profile.categoryMap.map((row) => ({ supplierCategory: row.supplierCategory, category: row.category, subcategory: row.subcategory ?? "" })),
      defaultBrand: profile.defaultBrand ?? "",
      activate: profile.activate,
      downloadImages: profile.downloadImages,
      delayMs: String(profile.delayMs),
    },
  };
}

/** The first message anywhere under a field's errors (a list's errors sit under its indexes). */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === "string" && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === "ref") continue;
    const found = firstMessage(value);
    if (found) return found;
  }
  return undefined;
}

/** The guided supplier profile (issue 20): where the catalogue is, how to read it, how its categories map onto ours. */
export function SupplierProfileForm({ onImport, importing }: { onImport: () => Promise<void>; importing: boolean }) {
  const setup = useQuery(supplierSetupQuery());
  return (
    <QueryStates query={setup} loadingText="Profil yükleniyor..." errorText="Tedarikçi profili yüklenemedi.">
      {(loaded) => <ProfileForm setup={loaded} onImport={onImport} importing={importing} />}
    </QueryStates>
  );
}

function ProfileForm({ setup, onImport, importing }: { setup: SupplierSetupView; onImport: () => Promise<void>; importing: boolean }) {
  const queryClient = useQueryClient();
  const form: Form = useForm({ resolver: zodResolver(setupFormSchema), defaultValues: toFormValues(setup) });
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const kind = useWatch({ control: form.control, name: "profile.type" });

  /** The server's field errors, keyed by the fields' paths ("profile.maxPages"), go next to their fields. */
  const showFieldErrors = (errors: Record<string, string>) => {
    for (const [path, message] of Object.entries(errors)) form.setError(path as FieldPath<FormValues>, { message });
  };
  /** Server field errors go next to their fields; the rest is a toast. */
  const showFailure = (error: unknown, fallback: string) => {
    const fields = serverFieldErrors(error);
    showFieldErrors(fields);
    if (Object.keys(fields).length === 0) toast({ title: "Hata", description: serverMessage(error) ?? fallback, variant: "destructive" });
  };

  const save = useMutation({
    mutationFn: (values: Setup) => apiRequest("PUT", "/api/admin/supplier-profile", values),
    onSuccess: async () => {
      toast({ title: "Başarılı", description: "Tedarikçi profili kaydedildi" });
      await queryClient.invalidateQueries({ queryKey: adminKeys.supplierProfile() });
    },
    onError: (error) => showFailure(error, "Profil kaydedilemedi."),
  });
  const runPreview = useMutation({
    mutationFn: async (values: Setup) => (await (await apiRequest("POST", "/api/admin/supplier-profile/preview", values)).json()) as ImportPreview,
    onMutate: () => setPreview(null),
    onSuccess: (answer) => {
      setPreview(answer);
      showFieldErrors(Object.fromEntries(Object.entries(answer.fieldErrors).flatMap(([path, [message]]) => (message ? [[path, message]] : []))));
    },
    onError: (error) => showFailure(error, "Önizleme yapılamadı."),
  });
  const saveAndImport = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
    } catch {
      return; // shown next to the fields or as a toast by the mutation
    }
    await onImport();
    setPreview(null); // the catalogue has changed: a new preview would say what is left
  });
  const mapRows = useFieldArray({ control: form.control, name: "profile.categoryMap" });

  const busy = save.isPending || runPreview.isPending || importing;
  const addMapping = (supplierCategory: string, suggestion: CategorySuggestion | null) => {
    if (form.getValues("profile.categoryMap").some((row) => row.supplierCategory === supplierCategory)) return;
    mapRows.append({ supplierCategory, category: suggestion?.category ?? "", subcategory: suggestion?.subcategory ?? "" });
  };

  return (
    <form className="grid gap-5" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      {setup.isDefault && <p className="text-sm text-slate-700">Henüz profil kaydedilmedi: katalog sayfasındaki yapılandırılmış veri (schema.org) okunur, seçici gerekmez.</p>}
      <FormField
        label="Katalog sayfasının adresi"
        placeholder="https://tedarikci.com.tr/urunler"
        inputMode="url"
        error={form.formState.errors.catalogueUrl?.message}
        {...form.register("catalogueUrl")}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-navy-900">Okuma yöntemi</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {SUPPLIER_KINDS.map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input type="radio" value={option} className="size-4" {...form.register("profile.type")} /> {SUPPLIER_KIND_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>

      {kind === "json" || kind === "csv" ? <FeedFields form={form} kind={kind} /> : <SelectorFields form={form} kind={kind} />}
      <CategoryMapFields form={form} rows={mapRows} />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Varsayılan marka (isteğe bağlı)" error={form.formState.errors.profile?.defaultBrand?.message} {...form.register("profile.defaultBrand")} />
        <div className="grid content-end gap-2">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register("profile.activate")} /> Ürünleri hemen yayına al (yoksa pasif eklenir)
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" {...form.register("profile.downloadImages")} /> Görselleri indir
          </label>
        </div>
      </div>
      <details className="rounded-md border border-slate-200 p-3">
        <summary className="cursor-pointer text-sm font-semibold text-navy-900">Gelişmiş ayarlar</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <FormField label="En fazla okunacak sayfa" type="number" inputMode="numeric" error={form.formState.errors.profile?.maxPages?.message} {...form.register("profile.maxPages")} />
          <FormField label="İstekler arası bekleme (ms)" type="number" inputMode="numeric" error={form.formState.errors.profile?.delayMs?.message} {...form.register("profile.delayMs")} />
        </div>
      </details>

      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" disabled={busy} onClick={form.handleSubmit((values) => runPreview.mutate(values))}>
          <Eye aria-hidden="true" className="size-4" /> {runPreview.isPending ? "Önizleniyor..." : "Önizle"}
        </Button>
        <Button type="submit" variant="outline" disabled={busy}>
          <Save aria-hidden="true" className="size-4" /> {save.isPending ? "Kaydediliyor..." : "Profili Kaydet"}
        </Button>
        {preview && (
          <Button type="button" variant="accent" disabled={busy} onClick={() => void saveAndImport()}>
            <Upload aria-hidden="true" className="size-4" /> {importing ? "İçe aktarılıyor..." : "İçe aktar"}
          </Button>
        )}
      </div>
      {runPreview.isPending && <p role="status">Katalog okunuyor; bu işlem bir dakika kadar sürebilir...</p>}
      {preview && <ImportPreviewView preview={preview} onAddMapping={addMapping} />}
    </form>
  );
}

type SectionProps = { form: Form };

function SelectorFields({ form, kind }: SectionProps & { kind: "structured" | "html" }) {
  const errors: FieldErrors<FormValues["profile"]> = form.formState.errors.profile ?? {};
  const fields = kind === "html" ? SELECTOR_FIELDS : SELECTOR_FIELDS.filter(([field]) => field !== "item");
  const inputs = (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map(([field, label]) => (
          <FormField key={field} label={`${label} seçicisi`} spellCheck={false} className="font-mono" error={firstMessage(errors.selectors?.[field])} {...form.register(`profile.selectors.${field}`)} />
        ))}
        <FormField label="Sonraki sayfa seçicisi" spellCheck={false} className="font-mono" error={errors.nextPageSelector?.message} {...form.register("profile.nextPageSelector")} />
      </div>
      <TextareaField
        label="Ek liste sayfaları (isteğe bağlı, her satıra bir adres)"
        rows={2}
        spellCheck={false}
        placeholder="/kategori/kameralar"
        error={firstMessage(errors.listingPaths)}
        {...form.register("profile.listingPaths")}
      />
    </>
  );
  if (kind === "html") {
    return (
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-navy-900">CSS seçicileri</legend>
        <p className="text-sm text-slate-700">Ürün kutusu ve ürün adı zorunludur; diğer seçiciler ürün kutusunun içinde aranır.</p>
        {inputs}
      </fieldset>
    );
  }
  return (
    <OptionalSelectors form={form} hasErrors={Boolean(errors.selectors || errors.nextPageSelector || errors.listingPaths)}>
      {inputs}
    </OptionalSelectors>
  );
}

/** Structured data needs no selectors: they stay folded away unless one is saved, and open to show a message. */
function OptionalSelectors({ form, hasErrors, children }: SectionProps & { hasErrors: boolean; children: React.ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const [inUse] = useState(() => {
    const values = form.getValues("profile");
    return Object.values(values.selectors).some(Boolean) || Boolean(values.nextPageSelector || values.listingPaths);
  });
  useEffect(() => {
    if (hasErrors && details.current) details.current.open = true;
  }, [hasErrors]);
  return (
    <details ref={details} className="rounded-md border border-slate-200 p-3" open={inUse}>
      <summary className="cursor-pointer text-sm font-semibold text-navy-900">Seçiciler ve ek sayfalar (isteğe bağlı)</summary>
      <div className="mt-3 grid gap-3">
        <p className="text-sm text-slate-700">
          Boş bırakın: ürünler sayfadaki yapılandırılmış veriden okunur. Bir alan yanlış ya da eksik gelirse seçicisini yazın; ürün sayfasında aranır ve verinin yerine geçer.
        </p>
        {children}
      </div>
    </details>
  );
}

function FeedFields({ form, kind }: SectionProps & { kind: "json" | "csv" }) {
  const errors: FieldErrors<FormValues["profile"]> = form.formState.errors.profile ?? {};
  const fields = kind === "json" ? FEED_FIELDS : FEED_FIELDS.filter(([field]) => field !== "items");
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-navy-900">{kind === "json" ? "JSON akışının alanları" : "CSV sütunları"}</legend>
      <p className="text-sm text-slate-700">Katalog adresi akışın kendisidir. Ürün adı alanı zorunludur; özellikler bir liste ya da | ile ayrılmış metin olabilir.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map(([field, label]) => (
          <FormField key={field} label={`${label} alanı`} spellCheck={false} className="font-mono" error={firstMessage(errors.fields?.[field])} {...form.register(`profile.fields.${field}`)} />
        ))}
      </div>
      <TextareaField label="Ek akış adresleri (isteğe bağlı, her satıra bir adres)" rows={2} spellCheck={false} error={firstMessage(errors.listingPaths)} {...form.register("profile.listingPaths")} />
    </fieldset>
  );
}

function CategoryMapFields({ form, rows }: SectionProps & { rows: UseFieldArrayReturn<FormValues, "profile.categoryMap"> }) {
  const chosen = useWatch({ control: form.control, name: "profile.categoryMap" });
  const errors = form.formState.errors.profile?.categoryMap;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-navy-900">Kategori eşlemesi</legend>
      <p className="text-sm text-slate-700">Tedarikçinin kategori adı (büyük/küçük harf ve Türkçe karakter farkı gözetilmez) → bizim kategorimiz. Önizleme eşlenmemiş kategorileri önerileriyle listeler.</p>
      {rows.fields.map((row, index) => {
        // A row added from a suggestion renders before the watched values include it.
        const category = resolveCategory(chosen?.[index]?.category ?? row.category);
        return (
          <div key={row.id} className="grid items-end gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto]">
            <FormField label={`Tedarikçi kategorisi ${index + 1}`} error={errors?.[index]?.supplierCategory?.message} {...form.register(`profile.categoryMap.${index}.supplierCategory`)} />
            <SelectField
              label={`Kategori ${index + 1}`}
              error={errors?.[index]?.category?.message}
              options={CATEGORIES.map((option) => option.name)}
              {...form.register(`profile.categoryMap.${index}.category`)}
            >
              <option value="">Kategori seçin</option>
            </SelectField>
            <SelectField
              label={`Alt kategori ${index + 1}`}
              disabled={!category}
              error={errors?.[index]?.subcategory?.message}
              options={category?.subcategories.map((option) => option.name)}
              {...form.register(`profile.categoryMap.${index}.subcategory`)}
            >
              <option value="">Yok</option>
            </SelectField>
            <IconButton icon={Trash2} tone="danger" label={`${index + 1}. eşlemeyi sil`} onClick={() => rows.remove(index)} />
          </div>
        );
      })}
      {firstMessage(errors?.root) && <p className="text-sm text-danger-700">{firstMessage(errors?.root)}</p>}
      <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => rows.append({ supplierCategory: "", category: "", subcategory: "" })}>
        <Plus aria-hidden="true" className="size-4" /> Eşleme ekle
      </Button>
    </fieldset>
  );
}
