import { Readable } from "node:stream";
import { getAppContext } from "#app/app-context.server";
import { BackupError, openBackupStream } from "#app/db/backup.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { jsonError } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/admin-backup";

/**
 * "Yedek indir": the same backup as `npm run db:backup`, streamed as a download. A POST (the
 * dashboard's form), so the usual cross-origin check applies; it changes no row (not even the audit
 * log or a rate-limit counter), so who took a backup is a security log line.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  if (!startedByOwnPage(request)) return jsonError(403, "Yedek yalnızca yönetim panelinden indirilebilir.");
  const { database, clientIp, logger } = getAppContext(context);
  let backup;
  try {
    backup = await openBackupStream(database);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    logger.error({ err: error }, "backup download failed");
    return jsonError(503, "Yedek şu anda alınamıyor; sunucu kayıtlarına bakın.");
  }
  logger.warn(
    { event: "admin.backup.download", userId: user.id, username: logText(user.username), file: backup.fileName, ip: clientIp },
    "database backup downloaded",
  );
  return new Response(Readable.toWeb(backup.stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": backup.contentType,
      "Content-Disposition": `attachment; filename="${backup.fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
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
