import { getServices } from "#app/app-context.server";
import { MAX_UNPAGED_ITEMS, PRODUCTS_PAGE_SIZE, parseProductsApiQuery } from "#app/features/catalog/catalog.schema";
import { listPublicProducts } from "#app/features/catalog/catalog.server";
import type { Route } from "./+types/products";

/**
 * GET /api/products (docs/product.md#catalogue): active products only. Without `page` a plain array
 * of at most 1,000 items (or `limit`) with `X-Total-Count`; with `page` `{items,total,page,pageSize}`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseProductsApiQuery(new URL(request.url).searchParams);
  if (!query.ok) return Response.json({ message: query.message, fieldErrors: query.fieldErrors }, { status: 400 });
  const { page, limit, featured, ...filters } = query.data;
  const db = getServices(context).db;
  const featuredFilter = featured === undefined ? undefined : featured === "true";
  if (page === undefined) {
    const { items, total } = await listPublicProducts(db, { ...filters, featured: featuredFilter, limit: limit ?? MAX_UNPAGED_ITEMS, offset: 0 });
    return Response.json(items, { headers: { "X-Total-Count": String(total) } });
  }
  const pageSize = limit ?? PRODUCTS_PAGE_SIZE;
  const { items, total } = await listPublicProducts(db, {
    ...filters,
    featured: featuredFilter,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return Response.json({ items, total, page, pageSize }, { headers: { "X-Total-Count": String(total) } });
}
