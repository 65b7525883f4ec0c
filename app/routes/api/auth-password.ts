import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { retireAdminPasswordFile } from "#app/features/auth/admin-bootstrap.server";
import { changePasswordSchema } from "#app/features/auth/password-policy.schema";
import { readSessionToken, requireAdminApi } from "#app/features/auth/guard.server";
import { changePassword, refusalResponse } from "#app/features/auth/login.server";
import { destroyOtherSessions } from "#app/features/auth/session.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/auth-password";

/** POST /api/auth/password: change my password; every other session of mine ends. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const user = await requireAdminApi(request, context);
  const { db, isHttps, clientIp, logger, dataDir } = getAppContext(context);
  const input = await readJson(request, changePasswordSchema);
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
