import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { backupDownload } from "#app/features/data-cleanup/backup-download.server";
import { jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-backup";

/** "Yedek indir": a POST (the dashboard's form), so the usual cross-origin check applies; answers the backup file. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  if (!startedByOwnPage(request)) return jsonError(403, "Yedek yalnızca yönetim panelinden indirilebilir.");
  const { database } = getServices(context);
  const { clientIp, logger } = getRequestScope(context);
  return backupDownload(database, { user, clientIp, logger });
}

/**
 * A full dump is costly and holds every secret of the site, so only a page of this site may ask:
 * Sec-Fetch-Site must say same-origin, or (a browser that does not send it) an Origin or Referer
 * must be there, which the cross-origin check (server/origin-check.ts) has already compared with ours.
 */
function startedByOwnPage(request: Request): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null) return fetchSite === "same-origin";
  return request.headers.has("origin") || request.headers.has("referer");
}
