import { getAppContext } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { cleanDuplicateProducts } from "#app/features/data-cleanup/data-cleanup.server";
import { json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-clean-duplicates";

export const loader = adminWritesOnlyLoader;

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp } = getAppContext(context);
  return json(await cleanDuplicateProducts(db, { actor, ipAddress: clientIp }));
}
