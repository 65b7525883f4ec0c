import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { listAllBrands } from "#app/features/brands/brands.server";
import { json } from "#app/lib/http.server";
import type { Route } from "./+types/admin-brands";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listAllBrands(getAppContext(context).db));
}
