import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { loginSchema } from "#app/features/auth/auth.schema";
import { readSessionToken } from "#app/features/auth/guard.server";
import { attemptLogin } from "#app/features/auth/login.server";
import { createSession, destroySession, sessionCookie } from "#app/features/auth/session.server";
import { json, jsonError, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/auth-login";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp, isHttps } = getAppContext(context);
  const input = await readJson(request, loginSchema);
  const result = await attemptLogin(db, { ...input, ipAddress: clientIp });
  if (result.status === "locked") {
    return json(
      { message: "Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin." },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.status === "invalid") return jsonError(401, "Kullanıcı adı veya şifre hatalı");

  // Rotate: the session the browser arrived with (if any) is ended and a new id is issued.
  await destroySession(db, await readSessionToken(request, isHttps));
  const token = await createSession(db, {
    userId: result.user.id,
    ipAddress: clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  await recordAudit(db, { user: result.user, action: "login", entityType: "session", ipAddress: clientIp });
  return json(result.user, { headers: { "Set-Cookie": await sessionCookie(isHttps).serialize(token) } });
}
