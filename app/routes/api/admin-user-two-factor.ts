import { getRequestScope, getServices } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { turnOffTwoFactor } from "#app/features/auth/staff.server";
import { domainErrorResponse, jsonError, parseId } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/admin-user-two-factor";

export const loader = adminWritesOnlyLoader;

/** DELETE /api/admin/users/{id}/two-factor: turns off a lost 2FA device; the person enrols again. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "DELETE") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db } = getServices(context);
  const { clientIp, logger } = getRequestScope(context);
  const id = parseId(params.id);
  try {
    await turnOffTwoFactor(db, id, { actor, ipAddress: clientIp });
  } catch (error) {
    return domainErrorResponse(error);
  }
  logger.warn({ event: "staff.2fa-turned-off", userId: actor.id, username: logText(actor.username), targetUserId: id }, "a user's 2FA turned off");
  return new Response(null, { status: 204 });
}
