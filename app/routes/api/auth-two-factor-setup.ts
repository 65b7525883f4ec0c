import { getServices } from "#app/app-context.server";
import { currentPasswordSchema } from "#app/features/auth/auth.schema";
import { authRequest, requireAdminApi } from "#app/features/auth/guard.server";
import { startOwnEnrolment, twoFactorStepLoader } from "#app/features/auth/two-factor-settings.server";
import { jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/auth-two-factor-setup";

export const loader = twoFactorStepLoader;

/** POST /api/auth/2fa/setup `{password}` → `{secret, otpauthUri, qrCodeDataUrl}`; open before enrolment. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const user = await requireAdminApi(request, context, { allowWithoutTwoFactor: true });
  const { appSecret, siteOrigin } = getServices(context);
  const { password } = await readJson(request, currentPasswordSchema);
  return startOwnEnrolment(authRequest(request, context), user, { password, issuer: new URL(siteOrigin).host, appSecret });
}
