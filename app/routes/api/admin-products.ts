import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { listAdminProducts } from "#app/features/catalog/admin-catalog.server";
import { json } from "#app/lib/http.server";
import type { Route } from "./+types/admin-products";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listAdminProducts(getAppContext(context).db));
}
