import { Readable } from "node:stream";
import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { BackupError, openBackupStream } from "#app/db/backup.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { jsonError } from "#app/lib/http.server";
import type { Route } from "./+types/admin-backup";

/** "Yedek indir": the same backup as `npm run db:backup`, streamed as a download and audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminApi(request, context);
  const { database, db, clientIp, logger } = getAppContext(context);
  let backup;
  try {
    backup = await openBackupStream(database);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    logger.error({ err: error }, "backup download failed");
    return jsonError(503, "Yedek şu anda alınamıyor; sunucu kayıtlarına bakın.");
  }
  await recordAudit(db, { user, action: "backup-download", entityType: "database", details: { file: backup.fileName }, ipAddress: clientIp });
  return new Response(Readable.toWeb(backup.stream) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": backup.contentType,
      "Content-Disposition": `attachment; filename="${backup.fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
