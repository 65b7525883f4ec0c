import { z } from "zod";
import { maxLength } from "#app/lib/length-limits";

/** Products per page on /urunler and the API's default page size. */
export const PRODUCTS_PAGE_SIZE = 24;
/** Largest `limit` the API accepts (DESIGN 10). */
export const MAX_API_LIMIT = 100;
/** Most items the API returns without `page` (DESIGN 10); `X-Total-Count` tells the rest. */
export const MAX_UNPAGED_ITEMS = 1000;

const text = (max: number) => z.string().trim().max(max, maxLength(max));
const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { message: "Pozitif bir tam sayı olmalıdır." })
    .transform(Number)
    .pipe(z.number().int().min(1, { message: "En az 1 olmalıdır." }).max(max, { message: `En fazla ${max} olabilir.` }));

/** Filters shared by the page and the API. Empty strings mean "no filter". */
const filterShape = {
  category: text(100).optional(),
  brand: text(100).optional(),
  subcategory: text(100).optional(),
  q: text(100).optional(),
};

/** `GET /api/products` query: strict, unknown or malformed values answer 400. */
export const productsApiQuerySchema = z.strictObject({
  ...filterShape,
  featured: z.enum(["true", "false"], { message: "'true' veya 'false' olmalıdır." }).optional(),
  page: positiveInt(100_000).optional(),
  limit: positiveInt(MAX_API_LIMIT).optional(),
});
export type ProductsApiQuery = z.infer<typeof productsApiQuerySchema>;

/** `/urunler` query: lenient, a malformed value is ignored rather than failing the page. */
export const productsPageQuerySchema = z.object({
  category: text(100).optional().catch(undefined),
  brand: text(100).optional().catch(undefined),
  subcategory: text(100).optional().catch(undefined),
  q: text(100).optional().catch(undefined),
  page: positiveInt(100_000).optional().catch(undefined),
});
export type ProductsPageQuery = z.infer<typeof productsPageQuerySchema>;

/** Route `:id` of a product: a positive integer that fits PostgreSQL's integer. */
export const productIdSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(2_147_483_647));

export type QueryParseResult<T> = { ok: true; data: T } | { ok: false; message: string; fieldErrors: Record<string, string[]> };

/**
 * Reads URL search params into an object; a parameter given more than once is an error
 * (`?brand=a&brand=b` has no single meaning). Empty values are dropped.
 */
export function searchParamsToObject(params: URLSearchParams): { values: Record<string, string>; repeated: string[] } {
  const values: Record<string, string> = {};
  const repeated: string[] = [];
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    if (all.length > 1) repeated.push(key);
    const value = all[0]!.trim();
    if (value !== "") values[key] = value;
  }
  return { values, repeated };
}

export function parseProductsApiQuery(params: URLSearchParams): QueryParseResult<ProductsApiQuery> {
  const { values, repeated } = searchParamsToObject(params);
  if (repeated.length > 0) {
    return {
      ok: false,
      message: "Her sorgu parametresi en fazla bir kez verilebilir.",
      fieldErrors: Object.fromEntries(repeated.map((key) => [key, ["Birden fazla kez verildi."]])),
    };
  }
  const result = productsApiQuerySchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : ((issue as { keys?: string[] }).keys?.[0] ?? "query");
    (fieldErrors[key] ??= []).push(issue.code === "unrecognized_keys" ? "Bilinmeyen parametre." : issue.message);
  }
  return { ok: false, message: "Geçersiz sorgu parametreleri.", fieldErrors };
}

/** `/urunler` filters; repeated parameters keep their first value. */
export function parseProductsPageQuery(params: URLSearchParams): ProductsPageQuery {
  return productsPageQuerySchema.parse(searchParamsToObject(params).values);
}
