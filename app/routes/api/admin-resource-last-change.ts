import { getServices } from "#app/app-context.server";
import { adminResourceNamed } from "#app/composition/admin-resources.server";
import { lastChange } from "#app/features/audit/audit.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { json, parseId } from "#app/http/json.server";
import type { Route } from "./+types/admin-resource-last-change";

/** `GET /api/admin/{resource}/{id}/last-change`: `{lastChange: {person, action, at}}` of the item's newest audit entry, or `{lastChange: null}`. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const server = adminResourceNamed(params.resource);
  return json({ lastChange: await lastChange(getServices(context).db, server.auditType, parseId(params.id)) });
}
