import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { jsonError } from "#app/lib/http.server";
import type { Route } from "./+types/admin-scrape-products";

export const loader = adminWritesOnlyLoader;

/** POST: import from the supplier. The importer is the supplier-import issue; until then, say so. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  return jsonError(501, "Tedarikçi içe aktarma henüz yapılandırılmadı. Bu özellik bir sonraki sürümde etkinleşecek.");
}
