import { getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { getDataStats } from "#app/features/data-cleanup/data-stats.server";
import { json } from "#app/http/json.server";
import type { Route } from "./+types/admin-data-stats";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await getDataStats(getServices(context).db));
}
