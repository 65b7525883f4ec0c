import { getServices } from "#app/app-context.server";
import { twoFactorCodeSchema } from "#app/features/auth/auth.schema";
import { authRequest } from "#app/features/auth/guard.server";
import { signInWithSecondFactor } from "#app/features/auth/sign-in.server";
import { jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/auth-login-totp";

/** POST /api/auth/login/totp `{code}`: the second step, with a TOTP code or a recovery code. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const auth = authRequest(request, context);
  return signInWithSecondFactor(auth, { code: (await readJson(request, twoFactorCodeSchema)).code, appSecret: getServices(context).appSecret });
}
