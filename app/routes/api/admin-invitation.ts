import { getRequestScope, getServices } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { withdrawInvitation } from "#app/features/auth/staff.server";
import { domainErrorResponse, jsonError, parseId } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/admin-invitation";

export const loader = adminWritesOnlyLoader;

/** DELETE /api/admin/invitations/{id}: withdraws a pending invitation (204); its link then says it was withdrawn. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "DELETE") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db } = getServices(context);
  const { clientIp, logger } = getRequestScope(context);
  const id = parseId(params.id);
  try {
    await withdrawInvitation(db, id, { actor, ipAddress: clientIp });
  } catch (error) {
    return domainErrorResponse(error);
  }
  logger.warn({ event: "staff.invitation-withdrawn", userId: actor.id, username: logText(actor.username), invitationId: id }, "staff invitation withdrawn");
  return new Response(null, { status: 204 });
}
