import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { consumeRateLimit } from "#app/db/rate-limit.server";
import { currentPasswordSchema, passwordAndCodeSchema } from "#app/features/auth/auth.schema";
import { readSessionToken, requireAdminApi, twoFactorRequired } from "#app/features/auth/guard.server";
import { checkUserPassword, refusalResponse } from "#app/features/auth/login.server";
import { destroyOtherSessions } from "#app/features/auth/session.server";
import {
  confirmEnrolment,
  disableTwoFactor,
  SECOND_FACTOR_LIMIT,
  startEnrolment,
  twoFactorStatus,
  verifySecondFactor,
} from "#app/features/auth/two-factor.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/auth-two-factor";

/** GET /api/auth/2fa: `{enabled, recoveryCodesLeft, required}` of the signed-in user. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminApi(request, context, { allowWithoutTwoFactor: true });
  const { db, adminRequire2fa } = getAppContext(context);
  if (new URL(request.url).pathname !== "/api/auth/2fa") return jsonError(405, "Bu yöntem desteklenmiyor.");
  return json({ ...(await twoFactorStatus(db, user.id)), required: twoFactorRequired(user, adminRequire2fa) });
}

/**
 * POST /api/auth/2fa/setup `{password}` → `{secret, otpauthUri, qrCodeDataUrl}`;
 * POST /api/auth/2fa/confirm `{password, code}` → `{recoveryCodes}` (shown once); the user's other sessions end;
 * POST /api/auth/2fa/disable `{password, code}` → 204.
 * The password is checked like a sign-in (same lockout), so a stolen session alone cannot take
 * the account over. Open to an admin who still has to enrol (ADMIN_REQUIRE_2FA or the role's setting).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const user = await requireAdminApi(request, context, { allowWithoutTwoFactor: true });
  const { db, appSecret, siteOrigin, clientIp, logger, adminRequire2fa, isHttps } = getAppContext(context);
  const step = new URL(request.url).pathname.split("/").pop();
  if (step !== "setup" && step !== "confirm" && step !== "disable") return jsonError(404, "Kaynak bulunamadı.");
  const who = { userId: user.id, username: logText(user.username), ip: clientIp };

  /** The password, counted like a sign-in: null when right, else the answer to send. */
  const reauthenticate = async (password: string): Promise<Response | null> => {
    const check = await checkUserPassword(db, { userId: user.id, password, ipAddress: clientIp });
    if (check.status === "ok") return null;
    if (check.status === "invalid") {
      logger.warn({ event: "auth.2fa.failed", reason: "invalid-password", step, ...who }, "2FA change refused: wrong password");
      return jsonError(400, "Şifre hatalı.", { fieldErrors: { password: ["Şifre hatalı."] } });
    }
    logger.warn({ event: "auth.2fa.failed", reason: check.status, step, ...who }, "2FA change refused before the password check");
    return refusalResponse(check);
  };

  if (step === "setup") {
    const refused = await reauthenticate((await readJson(request, currentPasswordSchema)).password);
    if (refused) return refused;
    const enrolment = await startEnrolment(db, { userId: user.id, username: user.username, issuer: new URL(siteOrigin).host, appSecret });
    if (!enrolment) return jsonError(409, "İki adımlı doğrulama zaten etkin.");
    logger.info({ event: "auth.2fa.enrolment-started", ...who }, "2FA enrolment started");
    return json(enrolment);
  }

  const { password, code } = await readJson(request, passwordAndCodeSchema);
  if (step === "disable" && twoFactorRequired(user, adminRequire2fa)) {
    return jsonError(409, adminRequire2fa ? "İki adımlı doğrulama bu sunucuda zorunlu; kapatılamaz." : "İki adımlı doğrulama rolünüz için zorunlu; kapatılamaz.");
  }
  const refused = await reauthenticate(password);
  if (refused) return refused;

  const limit = await consumeRateLimit(db, SECOND_FACTOR_LIMIT, String(user.id));
  if (!limit.allowed) {
    logger.warn({ event: "auth.2fa.failed", reason: "locked", ...who }, "2FA refused: too many attempts");
    return json(
      { message: "Çok fazla doğrulama denemesi. Lütfen daha sonra tekrar deneyin." },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  if (step === "confirm") {
    const recoveryCodes = await confirmEnrolment(db, { userId: user.id, code, appSecret });
    if (!recoveryCodes) {
      logger.warn({ event: "auth.2fa.failed", reason: "invalid-enrolment-code", ...who }, "2FA enrolment code refused");
      return jsonError(400, "Doğrulama kodu hatalı. Uygulamadaki güncel kodu girin.", { fieldErrors: { code: ["Doğrulama kodu hatalı."] } });
    }
    // A session taken before enrolment must not outlive it.
    const token = await readSessionToken(request, isHttps);
    if (token) await destroyOtherSessions(db, { userId: user.id, keepToken: token });
    await recordAudit(db, { user, action: "enable-2fa", entityType: "user", entityId: user.id, ipAddress: clientIp });
    logger.info({ event: "auth.2fa.enabled", ...who }, "2FA enabled; other sessions ended");
    return json({ recoveryCodes });
  }

  if (!(await verifySecondFactor(db, { userId: user.id, code, appSecret }))) {
    logger.warn({ event: "auth.2fa.failed", reason: "invalid-code", ...who }, "2FA disabling refused");
    return jsonError(400, "Doğrulama kodu hatalı.", { fieldErrors: { code: ["Doğrulama kodu hatalı."] } });
  }
  await disableTwoFactor(db, user.id);
  await recordAudit(db, { user, action: "disable-2fa", entityType: "user", entityId: user.id, ipAddress: clientIp });
  logger.info({ event: "auth.2fa.disabled", ...who }, "2FA disabled");
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
