import { loginSchema } from "#app/features/auth/auth.schema";
import { authRequest } from "#app/features/auth/guard.server";
import { signInWithPassword } from "#app/features/auth/sign-in.server";
import { jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/auth-login";

/**
 * POST /api/auth/login: the password step. Without 2FA it signs in (`{id, username}` and the
 * session cookie); with 2FA it answers `{twoFactorRequired: true}` and a 5-minute pending cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  return signInWithPassword(authRequest(request, context), await readJson(request, loginSchema));
}
