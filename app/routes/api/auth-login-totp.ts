import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { consumeRateLimit } from "#app/db/rate-limit.server";
import { twoFactorCodeSchema } from "#app/features/auth/auth.schema";
import { readSessionToken } from "#app/features/auth/guard.server";
import { deletePendingLogin, getPendingLogin, pendingLoginCookie, rotateSession } from "#app/features/auth/session.server";
import { SECOND_FACTOR_LIMIT, verifySecondFactor } from "#app/features/auth/two-factor.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/auth-login-totp";

/** POST /api/auth/login/totp `{code}`: the second step, with a TOTP code or a recovery code. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp, isHttps, logger, appSecret } = getAppContext(context);
  const cookie = pendingLoginCookie(isHttps);
  const pendingToken: unknown = await cookie.parse(request.headers.get("cookie"));
  const pending = await getPendingLogin(db, typeof pendingToken === "string" ? pendingToken : null);
  if (!pending) {
    logger.warn({ event: "auth.2fa.failed", reason: "no-pending-login", ip: clientIp }, "2FA step without a pending sign-in");
    return jsonError(401, "Doğrulama süresi doldu. Lütfen yeniden giriş yapın.");
  }
  const { code } = await readJson(request, twoFactorCodeSchema);
  const username = logText(pending.username);
  const limit = await consumeRateLimit(db, SECOND_FACTOR_LIMIT, String(pending.id));
  if (!limit.allowed) {
    logger.warn({ event: "auth.2fa.failed", reason: "locked", userId: pending.id, username, ip: clientIp }, "2FA refused: too many attempts");
    return json(
      { message: "Çok fazla doğrulama denemesi. Lütfen daha sonra tekrar deneyin." },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const method = await verifySecondFactor(db, { userId: pending.id, code, appSecret });
  if (!method) {
    logger.warn({ event: "auth.2fa.failed", reason: "invalid-code", userId: pending.id, username, ip: clientIp }, "2FA code refused");
    return jsonError(401, "Doğrulama kodu hatalı.");
  }

  await deletePendingLogin(db, pendingToken as string);
  const headers = new Headers();
  headers.append(
    "Set-Cookie",
    await rotateSession(db, {
      previousToken: await readSessionToken(request, isHttps),
      userId: pending.id,
      ipAddress: clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
      isHttps,
    }),
  );
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  await recordAudit(db, { user: pending, action: "login", entityType: "session", details: { secondFactor: method }, ipAddress: clientIp });
  logger.info({ event: "auth.2fa.succeeded", factor: method, userId: pending.id, username, ip: clientIp }, "2FA code accepted");
  logger.info({ event: "auth.login.succeeded", userId: pending.id, username, ip: clientIp, secondFactor: method }, "signed in");
  return json({ id: pending.id, username: pending.username, name: pending.name, role: pending.role }, { headers });
}
