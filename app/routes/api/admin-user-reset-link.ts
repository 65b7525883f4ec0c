import { getRequestScope, getServices } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { issueResetLink } from "#app/features/auth/staff.server";
import { deliverOneTimeLink } from "#app/composition/staff-mail.server";
import { domainErrorResponse, json, jsonError, parseId } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/admin-user-reset-link";

export const loader = adminWritesOnlyLoader;

/** POST /api/admin/users/{id}/reset-link: a one-time password reset link (48 hours), shown once (and e-mailed to the user's address when SMTP_URL is set). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const services = getServices(context);
  const scope = getRequestScope(context);
  const id = parseId(params.id);
  try {
    const issued = await issueResetLink(services.db, id, { actor, ipAddress: scope.clientIp });
    scope.logger.warn({ event: "staff.reset-link", userId: actor.id, username: logText(actor.username), targetUserId: id }, "password reset link issued");
    return json(await deliverOneTimeLink(services, scope, { purpose: "reset", ...issued }), { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
