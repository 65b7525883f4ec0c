import { getServices } from "#app/app-context.server";
import { passwordAndCodeSchema } from "#app/features/auth/auth.schema";
import { authRequest, requireAdminApi } from "#app/features/auth/guard.server";
import { turnOffOwnTwoFactor, twoFactorStepLoader } from "#app/features/auth/two-factor-settings.server";
import { jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/auth-two-factor-disable";

export const loader = twoFactorStepLoader;

/** POST /api/auth/2fa/disable `{password, code}` → 204; refused (409) while 2FA is required of the user. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const user = await requireAdminApi(request, context, { allowWithoutTwoFactor: true });
  const { appSecret, adminRequire2fa } = getServices(context);
  const input = await readJson(request, passwordAndCodeSchema);
  return turnOffOwnTwoFactor(authRequest(request, context), user, { ...input, appSecret, adminRequire2fa });
}
