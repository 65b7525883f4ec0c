import { getServices } from "#app/app-context.server";
import { changePasswordSchema } from "#app/features/auth/password-policy.schema";
import { authRequest, requireAdminApi } from "#app/features/auth/guard.server";
import { changeOwnPassword } from "#app/features/auth/sign-in.server";
import { jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/auth-password";

/** POST /api/auth/password: change my password; every other session of mine ends. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const user = await requireAdminApi(request, context);
  const input = await readJson(request, changePasswordSchema);
  return changeOwnPassword(authRequest(request, context), user, input, { dataDir: getServices(context).dataDir });
}
