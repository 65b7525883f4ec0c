import { getServices } from "#app/app-context.server";
import { auditFilterSchema, listAuditLog } from "#app/features/audit/audit.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { json, jsonError } from "#app/http/json.server";
import { parseSearchParams } from "#app/lib/search-params";
import type { Route } from "./+types/admin-audit";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const filter = parseSearchParams(new URL(request.url).searchParams, auditFilterSchema);
  if (!filter.ok) return jsonError(400, filter.message, { fieldErrors: filter.fieldErrors });
  return json(await listAuditLog(getServices(context).db, filter.data));
}
