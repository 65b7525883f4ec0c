import { Readable } from "node:stream";
import { getAppContext } from "#app/app-context.server";
import { BackupError, openBackupStream } from "#app/db/backup.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { jsonError } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";
import type { Route } from "./+types/admin-backup";

/**
 * "Yedek indir": the same backup as `npm run db:backup`, streamed as a download. A GET changes no
 * row (not even the audit log or a rate-limit counter), so who took a backup is a security log line.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminApi(request, context);
  // A GET carries the session cookie on a link from another site (SameSite=Lax); a full dump is
  // costly, so only our own pages (or non-browser clients, which send no Sec-Fetch-Site) may ask.
  if (request.headers.get("sec-fetch-site") === "cross-site") return jsonError(403, "Yedek yalnızca yönetim panelinden indirilebilir.");
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
