import { existsSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { latestBackup } from "#app/db/backup.server";
import { createDb, PGLITE_THREAD_FILE, type Database, type PgliteThreadOptions } from "#app/db/client.server";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { ensureAdminUser } from "#app/features/auth/admin-bootstrap.server";
import { registerExistingUploads } from "#app/features/media/media-library.server";
import { writeDemoDownloads } from "#app/features/support/demo-downloads.server";
import { loadAppSecret } from "./app-secret.server";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { makeDataDirPrivate, makePrivate } from "./data-dir-privacy.server";
import { backupsDir, startMaintenance } from "./maintenance.server";
import type { RuntimeConfig } from "./runtime-config.server";

/** The embedded database would not open: the server refuses to serve and names the restore command. */
export class DatabaseOpenError extends Error {
  override name = "DatabaseOpenError";
}

/** The embedded database's directory under DATA_DIR. */
export function pgliteDir(dataDir: string) {
  return path.join(dataDir, "pglite");
}

/** What the production server asks of the embedded database: its own thread, and what to do should it stop (ADR 031). */
export type DatabaseThread = { onStopped(error: Error): void };

function threadOptions(thread: DatabaseThread | undefined): PgliteThreadOptions | undefined {
  if (!thread) return undefined;
  const entry = path.resolve(PGLITE_THREAD_FILE);
  if (!existsSync(entry)) throw new Error(`No production build at ${entry}; run "npm run build".`);
  return { entry, onStopped: thread.onStopped };
}

async function openDatabase(config: RuntimeConfig, logger: Logger, thread: DatabaseThread | undefined): Promise<Database> {
  const dataDir = pgliteDir(config.DATA_DIR);
  try {
    const database = await createDb({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : dataDir,
      maxConnections: config.DATABASE_POOL_SIZE,
      pgliteThread: config.DATABASE_URL ? undefined : threadOptions(thread),
      onPoolError: (error) => logger.error({ err: error }, "database connection lost"),
    });
    logger.info({ database: database.description }, "database opened");
    await database.migrate();
    return database;
  } catch (error) {
    if (config.DATABASE_URL) throw error;
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
 * Everything before serving: DATA_DIR made private, its lock (embedded database only), the
 * database and its migrations, demo content for an empty database, uploads the media library
 * lacks, the admin user and the app
 * secret; then the housekeeping timers (retention, automatic PGlite backups).
 */
export async function startUp(config: RuntimeConfig, logger: Logger, thread: DatabaseThread | undefined) {
  makeDataDirPrivate(config.DATA_DIR);
  const lock = config.DATABASE_URL ? undefined : acquireDataDirLock(config.DATA_DIR);
  process.on("exit", () => lock?.release());
  const database = await openDatabase(config, logger, thread);
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
      lock?.release();
    },
  };
}
