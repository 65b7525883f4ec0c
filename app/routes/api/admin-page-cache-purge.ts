import { getRequestScope, getServices } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { purgePageCacheByStaff } from "#app/features/data-cleanup/data-cleanup.server";
import { json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-page-cache-purge";

export const loader = adminWritesOnlyLoader;

/** Staff's "clear page cache" tool: the same purge that every content write triggers. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, purgePageCache } = getServices(context);
  const { clientIp } = getRequestScope(context);
  await purgePageCacheByStaff(db, purgePageCache, { actor, ipAddress: clientIp });
  return json({ message: "Sayfa önbelleği temizlendi." });
}
