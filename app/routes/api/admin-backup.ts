import { Readable } from "node:stream";
import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { BackupError, openBackupStream } from "#app/db/backup.server";
import { consumeRateLimit } from "#app/db/rate-limit.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { json, jsonError } from "#app/lib/http.server";
import type { Route } from "./+types/admin-backup";

const BACKUP_DOWNLOAD_LIMIT = { bucket: "backup-download", limit: 10, windowMs: 60 * 60 * 1000 };

/** "Yedek indir": the same backup as `npm run db:backup`, streamed as a download and audited. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminApi(request, context);
  // A GET carries the session cookie on a link from another site (SameSite=Lax); a full dump is
  // costly, so only our own pages (or non-browser clients, which send no Sec-Fetch-Site) may ask.
  if (request.headers.get("sec-fetch-site") === "cross-site") return jsonError(403, "Yedek yalnızca yönetim panelinden indirilebilir.");
  const { database, db, clientIp, logger } = getAppContext(context);
  const limit = await consumeRateLimit(db, BACKUP_DOWNLOAD_LIMIT, String(user.id));
  if (!limit.allowed) {
    return json(
      { message: "Kısa sürede çok fazla yedek istendi; lütfen biraz sonra tekrar deneyin." },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
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
