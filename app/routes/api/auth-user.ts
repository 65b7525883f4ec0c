import { getCurrentUser } from "#app/features/auth/guard.server";
import { json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/auth-user";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getCurrentUser(request, context);
  return user ? json(user) : jsonError(401, "Oturum açılmamış.");
}
