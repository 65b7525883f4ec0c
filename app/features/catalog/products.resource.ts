import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { defineAdminResource } from "#app/admin/resource";
import { updatedAtField, wireTimestamp } from "#app/admin/wire";
import { resolveCategory } from "#app/domain/catalog-taxonomy";
import { foldTr, slugify } from "#app/lib/turkish";
import { maxLength, optionalText } from "#app/lib/length-limits";

/** A URL or a path on this site ("/images/…"); empty means none. */
const imageOrLink = z
  .string()
  .trim()
  .max(2000, maxLength(2000))
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

/** "a, b, ,c" → ["a", "b", "c"]: features are typed comma-separated (docs/product.md#catalogue). */
export function parseFeatureList(text: string): string[] {
  return text
    .split(",")
    .map((feature) => feature.trim())
    .filter(Boolean);
}

/** Rows of name and value (the form's, the supplier import's) as the API's map; a repeated name keeps its last value. */
export function specificationMap(rows: readonly { name: string; value: string }[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

/**
 * The product form, shared by the admin dialog and the API. Category may be a slug or any known
 * spelling and comes out as its key (`categorySlug`); the subcategory must belong to that category.
 * The brand is a name, which the server resolves to the brand's id.
 */
export const productFormSchema = z
  .object({
    name: z.string({ error: "Ürün adı zorunludur." }).trim().min(1, { error: "Ürün adı zorunludur." }).max(200, maxLength(200)),
    description: optionalText(5000),
    category: z.string({ error: "Kategori seçin." }).trim().min(1, { error: "Kategori seçin." }),
    subcategory: optionalText(120),
    brand: z.string({ error: "Marka seçin." }).trim().min(1, { error: "Marka seçin." }).max(120, maxLength(120)),
    imageUrl: imageOrLink,
    features: z
      .array(z.string().max(200, maxLength(200)))
      .max(40, { error: "En fazla 40 özellik girilebilir." })
      .default([])
      .transform((list) => list.map((item) => item.trim()).filter(Boolean)),
    // A map of name to value, as the GET answers have it, kept in the order given.
    specifications: z
      .record(z.string().max(120, { error: "Özellik adı en fazla 120 karakter olabilir." }), z.string().max(500, { error: "Özellik değeri en fazla 500 karakter olabilir." }), {
        error: 'Teknik özellikler ad → değer eşlemesi olmalıdır, örneğin {"Lens": "2,8 mm"}.',
      })
      .default({})
      .refine((map) => Object.keys(map).length <= 60, { error: "En fazla 60 teknik özellik girilebilir." })
      .transform((map) => Object.entries(map).map(([name, value]) => ({ name: name.trim(), value: value.trim() })).filter((row) => row.name)),
    documents: z
      .array(z.object({ kind: z.enum(DOCUMENT_KINDS), title: z.string().trim().max(200, maxLength(200)), url: imageOrLink }))
      .max(10, { error: "En fazla 10 belge girilebilir." })
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
    const { category: _spelling, ...fields } = input;
    return {
      ...fields,
      categorySlug: category.slug,
      subcategory,
      specifications: Object.fromEntries(input.specifications.map((row) => [row.name, row.value])),
      documents: input.documents.filter((document): document is typeof document & { url: string } => Boolean(document.url)),
    };
  });

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

/** What `GET /api/admin/products/{id}` answers, and `PUT` accepts back. */
export const productItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  category: z.string(),
  subcategory: z.string().nullable(),
  brand: z.string(),
  imageUrl: z.string().nullable(),
  features: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  documents: z.array(z.strictObject({ kind: z.enum(DOCUMENT_KINDS), title: z.string(), url: z.string() })),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  createdAt: wireTimestamp,
  updatedAt: wireTimestamp,
});

/** One row of `GET /api/admin/products`: what the admin list and the dashboard show. */
export const productRowSchema = productItemSchema.pick({
  id: true,
  name: true,
  brand: true,
  category: true,
  subcategory: true,
  imageUrl: true,
  isActive: true,
  isFeatured: true,
  updatedAt: true,
});

export const productsResource = defineAdminResource({
  name: "products",
  schemas: {
    row: productRowSchema,
    item: productItemSchema,
    create: productFormSchema,
    update: z.object({ ...updatedAtField }).and(productFormSchema),
    remove: true,
  },
  affects: [adminKeys.dataStats(), adminKeys.seoAnalysis()],
});
