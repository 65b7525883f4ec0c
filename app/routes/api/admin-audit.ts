import { getAppContext } from "#app/app-context.server";
import { listAuditLog } from "#app/features/audit/audit.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { json } from "#app/http/json.server";
import type { Route } from "./+types/admin-audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listAuditLog(getAppContext(context).db));
}
