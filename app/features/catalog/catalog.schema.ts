import { z } from "zod";
import { maxLength } from "#app/lib/length-limits";
import { parseSearchParams, searchParamsToObject, type QueryParseResult } from "#app/lib/search-params";

/** Products per page on /urunler and the API's default page size. */
export const PRODUCTS_PAGE_SIZE = 24;
/** Largest `limit` the API accepts (docs/product.md#catalogue). */
export const MAX_API_LIMIT = 100;
/** Most items the API returns without `page`; `X-Total-Count` tells the rest. */
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

export function parseProductsApiQuery(params: URLSearchParams): QueryParseResult<ProductsApiQuery> {
  return parseSearchParams(params, productsApiQuerySchema);
}

/** `/urunler` filters; repeated parameters keep their first value. */
export function parseProductsPageQuery(params: URLSearchParams): ProductsPageQuery {
  return productsPageQuerySchema.parse(searchParamsToObject(params).values);
}
