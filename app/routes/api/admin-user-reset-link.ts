import { getAppContext } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { issueResetLink, ONE_TIME_LINK_PATH } from "#app/features/auth/staff.server";
import { domainErrorResponse, json, jsonError, parseId } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/admin-user-reset-link";

export const loader = adminWritesOnlyLoader;

/** POST /api/admin/users/{id}/reset-link: a one-time password reset link (48 hours), shown once. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp, siteOrigin, logger } = getAppContext(context);
  const id = parseId(params.id);
  try {
    const { token, expiresAt } = await issueResetLink(db, id, { actor, ipAddress: clientIp });
    logger.warn({ event: "staff.reset-link", userId: actor.id, username: logText(actor.username), targetUserId: id }, "password reset link issued");
    return json({ url: `${siteOrigin}${ONE_TIME_LINK_PATH}/${token}`, expiresAt: expiresAt.toISOString() }, { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
