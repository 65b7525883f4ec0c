import type { Logger } from "pino";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { consumeRateLimit } from "#app/db/rate-limit.server";
import { json, jsonError } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import { retireAdminPasswordFile } from "./admin-bootstrap.server";
import { readSessionToken } from "./guard.server";
import { attemptLogin, changePassword, refusalResponse } from "./login.server";
import { createPendingLogin, deletePendingLogin, destroyOtherSessions, destroySession, getPendingLogin, pendingLoginCookie, rotateSession, sessionCookie, type SessionUser } from "./session.server";
import { SECOND_FACTOR_LIMIT, verifySecondFactor } from "./two-factor.server";

/*
 * The sign-in workflows behind the auth routes (docs/security.md#authentication): each checks,
 * counts, ends sessions, audits and logs, and answers the route's Response. Every log event and
 * message is the one the routes used to write themselves.
 */

/** What an auth workflow needs of the request: the database, its logger and client, and the session cookie's request. */
export type AuthRequest = { request: Request; db: Db; logger: Logger; clientIp: string; isHttps: boolean };

export const TOO_MANY_CODES_MESSAGE = "Çok fazla doğrulama denemesi. Lütfen daha sonra tekrar deneyin.";

/** 429 with Retry-After after too many second-factor codes; null while codes may still be tried. */
export async function secondFactorLimit(db: Db, userId: number): Promise<Response | null> {
  const limit = await consumeRateLimit(db, SECOND_FACTOR_LIMIT, String(userId));
  if (limit.allowed) return null;
  return json({ message: TOO_MANY_CODES_MESSAGE }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
}

/** A new session for the user, replacing the request's own (rotated on every sign-in); the cookie to set. */
async function newSession({ request, db, clientIp, isHttps }: AuthRequest, userId: number) {
  return rotateSession(db, {
    previousToken: await readSessionToken(request, isHttps),
    userId,
    ipAddress: clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
    isHttps,
  });
}

/**
 * The password step. Without 2FA it signs in (`{id, username, name, role}` and the session cookie);
 * with 2FA it answers `{twoFactorRequired: true}` and a 5-minute pending cookie.
 */
export async function signInWithPassword(auth: AuthRequest, input: { username: string; password: string }): Promise<Response> {
  const { db, clientIp, isHttps, logger } = auth;
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
  const cookie = await newSession(auth, user.id);
  await recordAudit(db, { user, action: "login", entityType: "session", ipAddress: clientIp });
  logger.info({ event: "auth.login.succeeded", userId: user.id, username, ip: clientIp, secondFactor: "none" }, "signed in");
  return json({ id: user.id, username: user.username, name: user.name, role: user.role }, { headers: { "Set-Cookie": cookie } });
}

/** The second step of a sign-in, with a TOTP code or a recovery code; at most 5 codes per user in 15 minutes. */
export async function signInWithSecondFactor(auth: AuthRequest, { code, appSecret }: { code: string; appSecret: string }): Promise<Response> {
  const { request, db, clientIp, isHttps, logger } = auth;
  const cookie = pendingLoginCookie(isHttps);
  const pendingToken: unknown = await cookie.parse(request.headers.get("cookie"));
  const pending = await getPendingLogin(db, typeof pendingToken === "string" ? pendingToken : null);
  if (!pending) {
    logger.warn({ event: "auth.2fa.failed", reason: "no-pending-login", ip: clientIp }, "2FA step without a pending sign-in");
    return jsonError(401, "Doğrulama süresi doldu. Lütfen yeniden giriş yapın.");
  }
  const username = logText(pending.username);
  const limited = await secondFactorLimit(db, pending.id);
  if (limited) {
    logger.warn({ event: "auth.2fa.failed", reason: "locked", userId: pending.id, username, ip: clientIp }, "2FA refused: too many attempts");
    return limited;
  }
  const method = await verifySecondFactor(db, { userId: pending.id, code, appSecret });
  if (!method) {
    logger.warn({ event: "auth.2fa.failed", reason: "invalid-code", userId: pending.id, username, ip: clientIp }, "2FA code refused");
    return jsonError(401, "Doğrulama kodu hatalı.");
  }
  await deletePendingLogin(db, pendingToken as string);
  const headers = new Headers();
  headers.append("Set-Cookie", await newSession(auth, pending.id));
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  await recordAudit(db, { user: pending, action: "login", entityType: "session", details: { secondFactor: method }, ipAddress: clientIp });
  logger.info({ event: "auth.2fa.succeeded", factor: method, userId: pending.id, username, ip: clientIp }, "2FA code accepted");
  logger.info({ event: "auth.login.succeeded", userId: pending.id, username, ip: clientIp, secondFactor: method }, "signed in");
  return json({ id: pending.id, username: pending.username, name: pending.name, role: pending.role }, { headers });
}

/** Ends the request's session (audited when it was one) and clears its cookie: 204. */
export async function signOut({ request, db, clientIp, isHttps }: AuthRequest, user: SessionUser | null): Promise<Response> {
  await destroySession(db, await readSessionToken(request, isHttps));
  if (user) await recordAudit(db, { user, action: "logout", entityType: "session", ipAddress: clientIp });
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": await sessionCookie(isHttps).serialize("", { maxAge: 0 }), "Cache-Control": "no-store" },
  });
}

/** The signed-in user's own password change: the current password counts like a sign-in; every other session ends. */
export async function changeOwnPassword(
  auth: AuthRequest,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
  { dataDir }: { dataDir: string },
): Promise<Response> {
  const { request, db, isHttps, clientIp, logger } = auth;
  const result = await changePassword(db, { userId: user.id, ...input, ipAddress: clientIp });
  const who = { userId: user.id, username: logText(user.username), ip: clientIp };
  if (result.status === "locked" || result.status === "busy") {
    logger.warn({ event: "auth.password.change-failed", reason: result.status, ...who }, "password change refused before the password check");
    return refusalResponse(result);
  }
  if (result.status === "invalid") {
    logger.warn({ event: "auth.password.change-failed", reason: "wrong-current-password", ...who }, "password change refused");
    return jsonError(400, "Mevcut şifre hatalı.", { fieldErrors: { currentPassword: ["Mevcut şifre hatalı."] } });
  }
  const token = await readSessionToken(request, isHttps);
  if (token) await destroyOtherSessions(db, { userId: user.id, keepToken: token });
  await recordAudit(db, { user, action: "change-password", entityType: "user", entityId: user.id, ipAddress: clientIp });
  logger.info({ event: "auth.password.changed", ...who }, "password changed; other sessions ended");
  await retireAdminPasswordFile({ dataDir, username: user.username, logger });
  return json({ message: "Şifreniz değiştirildi." });
}
