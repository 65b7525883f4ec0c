import { Readable } from "node:stream";
import type { Logger } from "pino";
import { BackupError, openBackupStream } from "#app/db/backup.server";
import type { Database } from "#app/db/client.server";
import { jsonError } from "#app/http/json.server";
import { logText } from "#app/lib/log-text";

/**
 * "Yedek indir": the same backup as `npm run db:backup`, streamed as a download. It changes no row
 * (not even the audit log or a rate-limit counter), so who took a backup is a security log line.
 */
export async function backupDownload(database: Database, { user, clientIp, logger }: { user: { id: number; username: string }; clientIp: string; logger: Logger }): Promise<Response> {
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
