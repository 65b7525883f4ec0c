import type { RouterContextProvider } from "react-router";
import { recordAudit } from "#app/db/audit.server";
import { json, jsonError } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import { readSessionToken, requireAdminApi, twoFactorRequired } from "./guard.server";
import { checkUserPassword, refusalResponse } from "./login.server";
import { destroyOtherSessions, type SessionUser } from "./session.server";
import { secondFactorLimit, type AuthRequest } from "./sign-in.server";
import { confirmEnrolment, disableTwoFactor, startEnrolment, verifySecondFactor } from "./two-factor.server";

/*
 * The signed-in user's own 2FA changes behind /api/auth/2fa/{setup,confirm,disable}. The password is
 * checked like a sign-in (same lockout), so a stolen session alone cannot take the account over;
 * the codes are limited like the sign-in's second step.
 */

type Step = "setup" | "confirm" | "disable";

/** The loader of a 2FA step URL, which only takes POST: the session check first (open before enrolment), then 405. */
export async function twoFactorStepLoader({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) {
  await requireAdminApi(request, context, { allowWithoutTwoFactor: true });
  return jsonError(405, "Bu yöntem desteklenmiyor.");
}

const who = ({ clientIp }: AuthRequest, user: SessionUser) => ({ userId: user.id, username: logText(user.username), ip: clientIp });

/** The password, counted like a sign-in: null when right, else the answer to send. */
async function reauthenticate(auth: AuthRequest, user: SessionUser, step: Step, password: string): Promise<Response | null> {
  const check = await checkUserPassword(auth.db, { userId: user.id, password, ipAddress: auth.clientIp });
  if (check.status === "ok") return null;
  if (check.status === "invalid") {
    auth.logger.warn({ event: "auth.2fa.failed", reason: "invalid-password", step, ...who(auth, user) }, "2FA change refused: wrong password");
    return jsonError(400, "Şifre hatalı.", { fieldErrors: { password: ["Şifre hatalı."] } });
  }
  auth.logger.warn({ event: "auth.2fa.failed", reason: check.status, step, ...who(auth, user) }, "2FA change refused before the password check");
  return refusalResponse(check);
}

/** The password again, then the code limit: null when the step may go on. */
async function reauthenticateWithCode(auth: AuthRequest, user: SessionUser, step: Step, password: string): Promise<Response | null> {
  const refused = await reauthenticate(auth, user, step, password);
  if (refused) return refused;
  const limited = await secondFactorLimit(auth.db, user.id);
  if (limited) auth.logger.warn({ event: "auth.2fa.failed", reason: "locked", ...who(auth, user) }, "2FA refused: too many attempts");
  return limited;
}

/** `{secret, otpauthUri, qrCodeDataUrl}` of a new seed to confirm; 409 when 2FA is on already. */
export async function startOwnEnrolment(auth: AuthRequest, user: SessionUser, { password, issuer, appSecret }: { password: string; issuer: string; appSecret: string }) {
  const refused = await reauthenticate(auth, user, "setup", password);
  if (refused) return refused;
  const enrolment = await startEnrolment(auth.db, { userId: user.id, username: user.username, issuer, appSecret });
  if (!enrolment) return jsonError(409, "İki adımlı doğrulama zaten etkin.");
  auth.logger.info({ event: "auth.2fa.enrolment-started", ...who(auth, user) }, "2FA enrolment started");
  return json(enrolment);
}

/** Turns 2FA on with a code of the new seed: `{recoveryCodes}` (shown once); the user's other sessions end. */
export async function confirmOwnEnrolment(auth: AuthRequest, user: SessionUser, { password, code, appSecret }: { password: string; code: string; appSecret: string }) {
  const refused = await reauthenticateWithCode(auth, user, "confirm", password);
  if (refused) return refused;
  const recoveryCodes = await confirmEnrolment(auth.db, { userId: user.id, code, appSecret });
  if (!recoveryCodes) {
    auth.logger.warn({ event: "auth.2fa.failed", reason: "invalid-enrolment-code", ...who(auth, user) }, "2FA enrolment code refused");
    return jsonError(400, "Doğrulama kodu hatalı. Uygulamadaki güncel kodu girin.", { fieldErrors: { code: ["Doğrulama kodu hatalı."] } });
  }
  // A session taken before enrolment must not outlive it.
  const token = await readSessionToken(auth.request, auth.isHttps);
  if (token) await destroyOtherSessions(auth.db, { userId: user.id, keepToken: token });
  await recordAudit(auth.db, { user, action: "enable-2fa", entityType: "user", entityId: user.id, ipAddress: auth.clientIp });
  auth.logger.info({ event: "auth.2fa.enabled", ...who(auth, user) }, "2FA enabled; other sessions ended");
  return json({ recoveryCodes });
}

/** Turns the user's own 2FA off with the password and a code: 204; refused (409) while 2FA is required of the user. */
export async function turnOffOwnTwoFactor(
  auth: AuthRequest,
  user: SessionUser,
  { password, code, appSecret, adminRequire2fa }: { password: string; code: string; appSecret: string; adminRequire2fa: boolean },
) {
  if (twoFactorRequired(user, adminRequire2fa)) {
    return jsonError(409, adminRequire2fa ? "İki adımlı doğrulama bu sunucuda zorunlu; kapatılamaz." : "İki adımlı doğrulama rolünüz için zorunlu; kapatılamaz.");
  }
  const refused = await reauthenticateWithCode(auth, user, "disable", password);
  if (refused) return refused;
  if (!(await verifySecondFactor(auth.db, { userId: user.id, code, appSecret }))) {
    auth.logger.warn({ event: "auth.2fa.failed", reason: "invalid-code", ...who(auth, user) }, "2FA disabling refused");
    return jsonError(400, "Doğrulama kodu hatalı.", { fieldErrors: { code: ["Doğrulama kodu hatalı."] } });
  }
  await disableTwoFactor(auth.db, user.id);
  await recordAudit(auth.db, { user, action: "disable-2fa", entityType: "user", entityId: user.id, ipAddress: auth.clientIp });
  auth.logger.info({ event: "auth.2fa.disabled", ...who(auth, user) }, "2FA disabled");
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
