import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { getCurrentUser, readSessionToken } from "#app/features/auth/guard.server";
import { destroySession, sessionCookie } from "#app/features/auth/session.server";
import { jsonError } from "#app/http/json.server";
import type { Route } from "./+types/auth-logout";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, isHttps, clientIp } = getAppContext(context);
  const user = await getCurrentUser(request, context);
  await destroySession(db, await readSessionToken(request, isHttps));
  if (user) await recordAudit(db, { user, action: "logout", entityType: "session", ipAddress: clientIp });
  return new Response(null, {
    status: 204,
    headers: {
      "Set-Cookie": await sessionCookie(isHttps).serialize("", { maxAge: 0 }),
      "Cache-Control": "no-store",
    },
  });
}
