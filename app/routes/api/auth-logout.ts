import { authRequest, getCurrentUser } from "#app/features/auth/guard.server";
import { signOut } from "#app/features/auth/sign-in.server";
import { jsonError } from "#app/http/json.server";
import type { Route } from "./+types/auth-logout";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  return signOut(authRequest(request, context), await getCurrentUser(request, context));
}
