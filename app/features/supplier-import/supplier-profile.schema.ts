import { z } from "zod";
import { resolveCategory } from "#app/domain/catalog-taxonomy";
import { foldTr, slugify } from "#app/lib/turkish";

/** How the supplier's products are read (ADR 016). */
export const SUPPLIER_KINDS = ["structured", "html", "json", "csv"] as const;
export type SupplierKind = (typeof SUPPLIER_KINDS)[number];
export const SUPPLIER_KIND_LABELS: Record<SupplierKind, string> = {
  structured: "Yapılandırılmış veri (önerilen)",
  html: "CSS seçicileri",
  json: "JSON akışı",
  csv: "CSV akışı",
};

/** An optional text: blank (as a form sends it) means absent. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .transform((value) => value || undefined)
    .optional();

const selector = optionalText(200, "Seçici en fazla 200 karakter olabilir.");
const fieldName = optionalText(100, "Alan adı en fazla 100 karakter olabilir.");

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;

/** An extra listing page: an http(s) address, or a path on the catalogue's site. */
const pageAddress = z
  .string()
  .trim()
  .min(1)
  .max(500, { error: "Adres en fazla 500 karakter olabilir." })
  .refine((value) => value.startsWith("/") || value.startsWith("?") || HTTP_URL.test(value), {
    error: "Her satır http:// veya https:// ile başlayan bir adres ya da / ile başlayan bir yol olmalıdır.",
  });

/** One row of the category map: the supplier's category text (compared folded) → ours. */
const categoryMapRow = z
  .object({
    supplierCategory: z
      .string({ error: "Tedarikçinin kategori adını yazın." })
      .trim()
      .min(1, { error: "Tedarikçinin kategori adını yazın." })
      .max(200, { error: "Kategori adı en fazla 200 karakter olabilir." }),
    category: z.string({ error: "Bu tedarikçi kategorisi için bir kategori seçin." }).trim().min(1, { error: "Bu tedarikçi kategorisi için bir kategori seçin." }),
    subcategory: optionalText(120, "Alt kategori en fazla 120 karakter olabilir."),
  })
  .transform((row, ctx) => {
    const category = resolveCategory(row.category);
    if (!category) {
      ctx.addIssue({ code: "custom", path: ["category"], message: "Geçerli bir kategori seçin (12 kategorimizden biri)." });
      return z.NEVER;
    }
    const wanted = row.subcategory;
    const subcategory = wanted ? category.subcategories.find((sub) => sub.slug === wanted || foldTr(sub.name) === foldTr(wanted) || sub.slug === slugify(wanted)) : undefined;
    if (wanted && !subcategory) {
      ctx.addIssue({ code: "custom", path: ["subcategory"], message: "Alt kategori seçilen kategoriye ait değil." });
      return z.NEVER;
    }
    return { supplierCategory: row.supplierCategory, category: category.name, ...(subcategory ? { subcategory: subcategory.name } : {}) };
  });

/** Profiles saved before the map had rows kept it as `{ supplierCategory: { category, subcategory } }`. */
function categoryMapRows(value: unknown): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  return Object.entries(value as Record<string, { category?: unknown; subcategory?: unknown }>).map(([supplierCategory, target]) => ({
    supplierCategory,
    category: target?.category,
    subcategory: target?.subcategory,
  }));
}

/** Extra pages typed one a line in the form, or sent as a list. */
function pageList(value: unknown): unknown {
  return typeof value === "string"
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : value;
}

/**
 * How to read one supplier (stored in the site settings; the catalogue address is stored beside it).
 * `structured` needs nothing but the address: products come from the pages' schema.org data, and
 * each selector is an optional override. `html` reads product boxes with CSS selectors; `json` and
 * `csv` read a feed by field names.
 */
export const supplierProfileSchema = z
  .object({
    type: z.enum(SUPPLIER_KINDS, { error: "Okuma yöntemini seçin." }).default("structured"),
    /** Further listing pages or feeds, read after the catalogue page itself. */
    listingPaths: z.preprocess(pageList, z.array(pageAddress).max(20, { error: "En fazla 20 ek sayfa girilebilir." })).default([]),
    /** Overrides the next-page link found in the page (rel=next, JSON-LD). */
    nextPageSelector: selector,
    /** The most pages read in one import, listing and product pages together. */
    maxPages: z.coerce
      .number({ error: "Sayfa sınırı bir sayı olmalıdır." })
      .int({ error: "Sayfa sınırı tam sayı olmalıdır." })
      .min(1, { error: "Sayfa sınırı en az 1 olmalıdır." })
      .max(500, { error: "Sayfa sınırı en fazla 500 olabilir." })
      .default(50),
    selectors: z
      .object({
        /** html: one product box on a listing page; the other selectors are looked up inside it. */
        item: selector,
        name: selector,
        brand: selector,
        description: selector,
        image: selector,
        category: selector,
        sku: selector,
        features: selector,
        /** Rows of a specification table: the first cell is the name, the second the value. */
        specifications: selector,
        /** The link from a listing to a product's own page. */
        link: selector,
      })
      .prefault({}),
    /** json/csv: the field holding each value; `items` is the JSON key holding the array. */
    fields: z
      .object({
        items: fieldName,
        name: fieldName,
        brand: fieldName,
        description: fieldName,
        image: fieldName,
        category: fieldName,
        sku: fieldName,
        features: fieldName,
      })
      .prefault({}),
    categoryMap: z.preprocess(categoryMapRows, z.array(categoryMapRow).max(200, { error: "En fazla 200 kategori eşlemesi girilebilir." })).default([]),
    /** Used when the supplier names no brand. */
    defaultBrand: optionalText(120, "Varsayılan marka en fazla 120 karakter olabilir."),
    /** Imported products are passive by default, so staff review them before they go live. */
    activate: z.boolean().default(false),
    downloadImages: z.boolean().default(true),
    delayMs: z.coerce
      .number({ error: "Bekleme süresi bir sayı olmalıdır." })
      .int({ error: "Bekleme süresi tam sayı olmalıdır." })
      .min(0, { error: "Bekleme süresi negatif olamaz." })
      .max(10_000, { error: "Bekleme süresi en fazla 10.000 ms olabilir." })
      .default(300),
  })
  .superRefine((profile, ctx) => {
    if (profile.type === "html") {
      if (!profile.selectors.item) ctx.addIssue({ code: "custom", path: ["selectors", "item"], message: "CSS seçicileri yönteminde ürün kutusu seçicisi zorunludur." });
      if (!profile.selectors.name) ctx.addIssue({ code: "custom", path: ["selectors", "name"], message: "CSS seçicileri yönteminde ürün adı seçicisi zorunludur." });
    }
    if ((profile.type === "json" || profile.type === "csv") && !profile.fields.name) {
      ctx.addIssue({ code: "custom", path: ["fields", "name"], message: "Akışta ürün adının bulunduğu alanı yazın." });
    }
    const seen = new Set<string>();
    profile.categoryMap.forEach((row, index) => {
      const key = foldTr(row.supplierCategory);
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: ["categoryMap", index, "supplierCategory"], message: "Bu tedarikçi kategorisi zaten eşlendi." });
      seen.add(key);
    });
  });
export type SupplierProfile = z.output<typeof supplierProfileSchema>;
export type SupplierProfileInput = z.input<typeof supplierProfileSchema>;

/** The catalogue page the import starts from: the supplier's own address for its product list. */
export const catalogueUrlSchema = z
  .string({ error: "Katalog sayfasının adresini girin." })
  .trim()
  .min(1, { error: "Katalog sayfasının adresini girin.", abort: true })
  .max(500, { error: "Adres en fazla 500 karakter olabilir.", abort: true })
  .refine((value) => HTTP_URL.test(value) && URL.canParse(value), { error: "Katalog adresi http:// veya https:// ile başlayan geçerli bir adres olmalıdır." });

/** What the guided form edits and the profile API takes: the catalogue address and the profile. */
export const supplierSetupSchema = z.object({ catalogueUrl: catalogueUrlSchema, profile: supplierProfileSchema });
export type SupplierSetup = z.output<typeof supplierSetupSchema>;
export type SupplierSetupInput = z.input<typeof supplierSetupSchema>;

/** The profile before anything is saved: structured data, nothing else configured. */
export const DEFAULT_SUPPLIER_PROFILE: SupplierProfile = supplierProfileSchema.parse({});
