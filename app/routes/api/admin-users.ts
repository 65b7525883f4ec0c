import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { inviteSchema } from "#app/features/auth/staff.schema";
import { inviteStaff, listStaff } from "#app/features/auth/staff.server";
import { deliverOneTimeLink } from "#app/composition/staff-mail.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/admin-users";

/** GET /api/admin/users: every staff account (Yönetici only, app/domain/staff-roles.ts). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listStaff(getServices(context).db));
}

/** POST /api/admin/users `{name, email?, role}`: an invitation; 201 with the one-time link, shown once (and e-mailed when SMTP_URL is set). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const services = getServices(context);
  const scope = getRequestScope(context);
  const input = await readJson(request, inviteSchema);
  const { token, expiresAt } = await inviteStaff(services.db, input, { actor, ipAddress: scope.clientIp });
  scope.logger.info({ event: "staff.invited", userId: actor.id, username: logText(actor.username), role: input.role }, "staff invitation issued");
  return json(await deliverOneTimeLink(services, scope, { purpose: "invite", token, expiresAt, name: input.name, email: input.email }), { status: 201 });
}
