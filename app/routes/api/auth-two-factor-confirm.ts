import { getServices } from "#app/app-context.server";
import { passwordAndCodeSchema } from "#app/features/auth/auth.schema";
import { authRequest, requireAdminApi } from "#app/features/auth/guard.server";
import { confirmOwnEnrolment, twoFactorStepLoader } from "#app/features/auth/two-factor-settings.server";
import { jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/auth-two-factor-confirm";

export const loader = twoFactorStepLoader;

/** POST /api/auth/2fa/confirm `{password, code}` → `{recoveryCodes}` (shown once); the user's other sessions end. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const user = await requireAdminApi(request, context, { allowWithoutTwoFactor: true });
  const input = await readJson(request, passwordAndCodeSchema);
  return confirmOwnEnrolment(authRequest(request, context), user, { ...input, appSecret: getServices(context).appSecret });
}
