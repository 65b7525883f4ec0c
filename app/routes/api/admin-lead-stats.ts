import { getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { getLeadStats } from "#app/features/leads/lead-stats.server";
import { json } from "#app/http/json.server";
import type { Route } from "./+types/admin-lead-stats";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await getLeadStats(getServices(context).db));
}
