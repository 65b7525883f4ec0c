import { z } from "zod";
import { resolveCategory } from "#app/lib/catalog-taxonomy";
import { foldTr, slugify } from "#app/lib/turkish";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** A URL or a path on this site ("/images/…"); empty means none. */
const imageOrLink = z
  .string()
  .trim()
  .max(2000)
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || value.startsWith("/") || /^https?:\/\/[^\s]+$/i.test(value), {
    error: "Geçerli bir adres girin (https://… ya da /… ile başlamalı).",
  });

export const DOCUMENT_KINDS = ["manual", "datasheet", "installation"] as const;
export const DOCUMENT_KIND_LABELS: Record<(typeof DOCUMENT_KINDS)[number], string> = {
  manual: "Kullanım Kılavuzu",
  datasheet: "Teknik Şartname",
  installation: "Kurulum Kılavuzu",
};

/** "a, b, ,c" → ["a", "b", "c"]: features are typed comma-separated (SPEC 5). */
export function parseFeatureList(text: string): string[] {
  return text
    .split(",")
    .map((feature) => feature.trim())
    .filter(Boolean);
}

/**
 * The product form, shared by the admin dialog and the API. Category may be a slug or any known
 * spelling and is stored as its display name; the subcategory must belong to that category.
 */
export const productFormSchema = z
  .object({
    name: z.string({ error: "Ürün adı zorunludur." }).trim().min(1, { error: "Ürün adı zorunludur." }).max(200),
    description: optionalText(5000),
    category: z.string({ error: "Kategori seçin." }).trim().min(1, { error: "Kategori seçin." }),
    subcategory: optionalText(120),
    brand: z.string({ error: "Marka seçin." }).trim().min(1, { error: "Marka seçin." }).max(120),
    imageUrl: imageOrLink,
    features: z
      .array(z.string().max(200))
      .max(40)
      .default([])
      .transform((list) => list.map((item) => item.trim()).filter(Boolean)),
    specifications: z
      .array(z.object({ name: z.string().max(120), value: z.string().max(500) }))
      .max(60)
      .default([])
      .transform((rows) => rows.map((row) => ({ name: row.name.trim(), value: row.value.trim() })).filter((row) => row.name)),
    documents: z
      .array(z.object({ kind: z.enum(DOCUMENT_KINDS), title: z.string().trim().max(200), url: imageOrLink }))
      .max(10)
      .default([]),
    isActive: z.boolean().default(true),
    isFeatured: z.boolean().default(false),
  })
  .transform((input, ctx) => {
    const category = resolveCategory(input.category);
    if (!category) {
      ctx.addIssue({ code: "custom", path: ["category"], message: "Geçerli bir kategori seçin." });
      return z.NEVER;
    }
    let subcategory: string | null = null;
    if (input.subcategory) {
      const match = category.subcategories.find(
        (sub) => sub.slug === input.subcategory || foldTr(sub.name) === foldTr(input.subcategory!) || sub.slug === slugify(input.subcategory!),
      );
      if (!match) {
        ctx.addIssue({ code: "custom", path: ["subcategory"], message: "Alt kategori bu kategoriye ait değil." });
        return z.NEVER;
      }
      subcategory = match.name;
    }
    return {
      ...input,
      category: category.name,
      subcategory,
      specifications: Object.fromEntries(input.specifications.map((row) => [row.name, row.value])),
      documents: input.documents.filter((document): document is typeof document & { url: string } => Boolean(document.url)),
    };
  });

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

/** PUT carries the `updatedAt` the form was opened with (optimistic concurrency). */
export const productUpdateSchema = z.object({ updatedAt: z.iso.datetime({ offset: true }) }).and(productFormSchema);
