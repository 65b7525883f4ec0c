import { getRequestScope, getServices } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { staffChangeSchema } from "#app/features/auth/staff.schema";
import { changeStaff, listStaff } from "#app/features/auth/staff.server";
import { domainErrorResponse, json, jsonError, parseId, readJson } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/admin-user";

export const loader = adminWritesOnlyLoader;

/** PATCH /api/admin/users/{id} `{role?, active?}`: the last active Yönetici stays (409). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "PATCH") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db } = getServices(context);
  const { clientIp, logger } = getRequestScope(context);
  const id = parseId(params.id);
  const change = await readJson(request, staffChangeSchema);
  try {
    await changeStaff(db, id, change, { actor, ipAddress: clientIp });
  } catch (error) {
    return domainErrorResponse(error);
  }
  logger.warn({ event: "staff.changed", userId: actor.id, username: logText(actor.username), targetUserId: id, change }, "staff account changed");
  return json((await listStaff(db)).find((member) => member.id === id));
}
