import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { loginSchema } from "#app/features/auth/auth.schema";
import { readSessionToken } from "#app/features/auth/guard.server";
import { attemptLogin, refusalResponse } from "#app/features/auth/login.server";
import { createPendingLogin, pendingLoginCookie, rotateSession } from "#app/features/auth/session.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/auth-login";

/**
 * POST /api/auth/login: the password step. Without 2FA it signs in (`{id, username}` and the
 * session cookie); with 2FA it answers `{twoFactorRequired: true}` and a 5-minute pending cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp, isHttps, logger } = getAppContext(context);
  const input = await readJson(request, loginSchema);
  const result = await attemptLogin(db, { ...input, ipAddress: clientIp });
  const username = logText(input.username);
  if (result.status === "locked" || result.status === "busy") {
    logger.warn({ event: "auth.login.failed", reason: result.status, username, ip: clientIp }, "sign-in refused before the password check");
    return refusalResponse(result);
  }
  if (result.status === "invalid") {
    logger.warn({ event: "auth.login.failed", reason: "invalid-credentials", username, ip: clientIp }, "sign-in failed");
    return jsonError(401, "Kullanıcı adı veya şifre hatalı");
  }

  const { user } = result;
  if (user.twoFactorEnabled) {
    const pending = await createPendingLogin(db, { userId: user.id, ipAddress: clientIp });
    logger.info({ event: "auth.login.second-factor-due", userId: user.id, username, ip: clientIp }, "password accepted; 2FA code due");
    return json({ twoFactorRequired: true }, { headers: { "Set-Cookie": await pendingLoginCookie(isHttps).serialize(pending) } });
  }
  const cookie = await rotateSession(db, {
    previousToken: await readSessionToken(request, isHttps),
    userId: user.id,
    ipAddress: clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
    isHttps,
  });
  await recordAudit(db, { user, action: "login", entityType: "session", ipAddress: clientIp });
  logger.info({ event: "auth.login.succeeded", userId: user.id, username, ip: clientIp, secondFactor: "none" }, "signed in");
  return json({ id: user.id, username: user.username, name: user.name, role: user.role }, { headers: { "Set-Cookie": cookie } });
}
