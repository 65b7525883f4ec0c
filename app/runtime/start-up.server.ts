import type { Logger } from "pino";
import { latestBackup } from "#app/db/backup.server";
import type { Database } from "#app/db/client.server";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { ensureAdminUser } from "#app/features/auth/admin-bootstrap.server";
import { registerExistingUploads } from "#app/features/media/media-library.server";
import { writeDemoDownloads } from "#app/features/support/demo-downloads.server";
import { loadAppSecret } from "./app-secret.server";
import { pgliteDir, type DatabaseStart } from "./database-start.server";
import { makePrivate } from "./data-dir-privacy.server";
import { backupsDir, startMaintenance } from "./maintenance.server";
import type { RuntimeConfig } from "./runtime-config.server";

/** The embedded database would not open: the server refuses to serve and names the restore command. */
export class DatabaseOpenError extends Error {
  override name = "DatabaseOpenError";
}

/** Waits for the database `start` is opening and migrates it; a failure to open PGlite names the restore command. */
async function openDatabase(config: RuntimeConfig, logger: Logger, start: DatabaseStart): Promise<Database> {
  try {
    const database = await start.opening;
    logger.info({ database: database.description }, "database opened");
    await database.migrate();
    return database;
  } catch (error) {
    if (config.DATABASE_URL) throw error;
    const dataDir = pgliteDir(config.DATA_DIR);
    const backup = latestBackup(backupsDir(config.DATA_DIR));
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(
      [
        `PGlite veritabanı açılamadı; sunucu başlatılmadı. / The PGlite database ${dataDir} could not be opened (${reason}); not serving.`,
        "PGlite is not crash-safe (docs/security.md, ADR 022). Move the damaged directory aside and restore a backup:",
        `  mv "${dataDir}" "${dataDir}.bozuk-${Date.now()}"`,
        backup ? `  npm run db:restore "${backup}"` : `  npm run db:restore <backup file>   (no backup found in ${backupsDir(config.DATA_DIR)})`,
      ].join("\n"),
    );
  }
}

/**
 * Everything before serving, once `start` (app/runtime/database-start.server.ts) has made DATA_DIR
 * private, taken its lock and begun to open the database: the migrations, demo content for an
 * empty database, uploads the media library lacks, the admin user and the app secret; then the
 * housekeeping timers (retention, automatic PGlite backups).
 */
export async function startUp(config: RuntimeConfig, logger: Logger, start: DatabaseStart) {
  const database = await openDatabase(config, logger, start);
  if (config.seedDemo) {
    const seeded = await seedDemoContent(database.db);
    if (seeded) logger.info(seeded, "demo content seeded into an empty database");
    // The demo software's files, written (again) when missing, e.g. after MEDIA_DIR was moved.
    await writeDemoDownloads(database.db, config.MEDIA_DIR);
  }
  await registerExistingUploads(database.db, config.MEDIA_DIR, logger);
  await ensureAdminUser(database.db, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
    dataDir: config.DATA_DIR,
    logger,
  });
  const appSecret = loadAppSecret(config);
  // PGlite has written a new database's files with mode 0666.
  if (!config.DATABASE_URL) makePrivate(pgliteDir(config.DATA_DIR));
  const maintenance = startMaintenance({ database, dataDir: config.DATA_DIR, logger });
  return {
    database,
    appSecret,
    async close() {
      await maintenance.stop();
      await database.close();
      start.releaseLock();
    },
  };
}
