import { getServices } from "#app/app-context.server";
import { requireAdminApi, twoFactorRequired } from "#app/features/auth/guard.server";
import { twoFactorStatus } from "#app/features/auth/two-factor.server";
import { json } from "#app/http/json.server";
import type { Route } from "./+types/auth-two-factor";

/** GET /api/auth/2fa: `{enabled, recoveryCodesLeft, required}` of the signed-in user. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminApi(request, context, { allowWithoutTwoFactor: true });
  const { db, adminRequire2fa } = getServices(context);
  return json({ ...(await twoFactorStatus(db, user.id)), required: twoFactorRequired(user, adminRequire2fa) });
}
