import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { consumeRateLimit } from "#app/db/rate-limit.server";
import { disableTwoFactorSchema, twoFactorCodeSchema } from "#app/features/auth/auth.schema";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { checkUserPassword } from "#app/features/auth/login.server";
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
  return json({ ...(await twoFactorStatus(db, user.id)), required: adminRequire2fa });
}

/**
 * POST /api/auth/2fa/setup → `{secret, otpauthUri, qrCodeDataUrl}`;
 * POST /api/auth/2fa/confirm `{code}` → `{recoveryCodes}` (shown once);
 * POST /api/auth/2fa/disable `{password, code}` → 204.
 * Open to an admin who still has to enrol under ADMIN_REQUIRE_2FA.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const user = await requireAdminApi(request, context, { allowWithoutTwoFactor: true });
  const { db, appSecret, siteOrigin, clientIp, logger, adminRequire2fa } = getAppContext(context);
  const step = new URL(request.url).pathname.split("/").pop();
  const who = { userId: user.id, username: logText(user.username), ip: clientIp };

  if (step === "setup") {
    const enrolment = await startEnrolment(db, { userId: user.id, username: user.username, issuer: new URL(siteOrigin).host, appSecret });
    if (!enrolment) return jsonError(409, "İki adımlı doğrulama zaten etkin.");
    logger.info({ event: "auth.2fa.enrolment-started", ...who }, "2FA enrolment started");
    return json(enrolment);
  }

  const input =
    step === "disable"
      ? await readJson(request, disableTwoFactorSchema)
      : { ...(await readJson(request, twoFactorCodeSchema)), password: undefined };
  const limit = await consumeRateLimit(db, SECOND_FACTOR_LIMIT, String(user.id));
  if (!limit.allowed) {
    logger.warn({ event: "auth.2fa.failed", reason: "locked", ...who }, "2FA refused: too many attempts");
    return json(
      { message: "Çok fazla doğrulama denemesi. Lütfen daha sonra tekrar deneyin." },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  if (step === "confirm") {
    const recoveryCodes = await confirmEnrolment(db, { userId: user.id, code: input.code, appSecret });
    if (!recoveryCodes) {
      logger.warn({ event: "auth.2fa.failed", reason: "invalid-enrolment-code", ...who }, "2FA enrolment code refused");
      return jsonError(400, "Doğrulama kodu hatalı. Uygulamadaki güncel kodu girin.", { fieldErrors: { code: ["Doğrulama kodu hatalı."] } });
    }
    await recordAudit(db, { user, action: "enable-2fa", entityType: "user", entityId: user.id, ipAddress: clientIp });
    logger.info({ event: "auth.2fa.enabled", ...who }, "2FA enabled");
    return json({ recoveryCodes });
  }

  if (step === "disable" && input.password !== undefined) {
    if (adminRequire2fa) return jsonError(409, "İki adımlı doğrulama bu sunucuda zorunlu; kapatılamaz.");
    const passwordOk = await checkUserPassword(db, { userId: user.id, password: input.password });
    const codeOk = passwordOk && (await verifySecondFactor(db, { userId: user.id, code: input.code, appSecret })) !== null;
    if (!codeOk) {
      logger.warn({ event: "auth.2fa.failed", reason: passwordOk ? "invalid-code" : "invalid-password", ...who }, "2FA disabling refused");
      return jsonError(400, "Şifre veya doğrulama kodu hatalı.");
    }
    await disableTwoFactor(db, user.id);
    await recordAudit(db, { user, action: "disable-2fa", entityType: "user", entityId: user.id, ipAddress: clientIp });
    logger.info({ event: "auth.2fa.disabled", ...who }, "2FA disabled");
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }
  return jsonError(404, "Kaynak bulunamadı.");
}
