import { getAppContext } from "#app/app-context.server";
import { listActiveBrands } from "#app/features/brands/brands.server";
import type { Route } from "./+types/brands";

/** GET /api/brands: active brands by name. */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await listActiveBrands(getAppContext(context).db));
}
