import { getServices } from "#app/app-context.server";
import { listActiveBrands } from "#app/features/brands/brands.server";
import type { Route } from "./+types/brands";

/** GET /api/brands: active brands by name, with the public API's fields (README, "Public API"). */
export async function loader({ context }: Route.LoaderArgs) {
  const brands = await listActiveBrands(getServices(context).db);
  return Response.json(brands.map(({ id, name, logoUrl, description }) => ({ id, name, logoUrl, description })));
}
