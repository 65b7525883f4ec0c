import path from "node:path";
import type { Logger } from "pino";
import { latestBackup } from "#app/db/backup.server";
import { createDb, type Database, type PgliteThreadOptions } from "#app/db/client.server";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { writeDemoDownloads } from "#app/features/support/demo-downloads.server";
import { ensureAdminUser } from "#app/features/auth/admin-bootstrap.server";
import { loadAppSecret } from "./app-secret";
import { acquireDataDirLock } from "./data-dir-lock";
import type { Env } from "./env";
import { backupsDir, startMaintenance } from "./maintenance";

/** The embedded database would not open: the server refuses to serve and names the restore command. */
export class DatabaseOpenError extends Error {
  override name = "DatabaseOpenError";
}

async function openDatabase(env: Env, logger: Logger, pgliteThread: PgliteThreadOptions | undefined): Promise<Database> {
  const dataDir = path.join(env.DATA_DIR, "pglite");
  try {
    const database = await createDb({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : dataDir,
      maxConnections: env.DATABASE_POOL_SIZE,
      pgliteThread,
      onPoolError: (error) => logger.error({ err: error }, "database connection lost"),
    });
    logger.info({ database: database.description }, "database opened");
    await database.migrate();
    return database;
  } catch (error) {
    if (env.DATABASE_URL) throw error;
    const backup = latestBackup(backupsDir(env.DATA_DIR));
    const reason = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(
      [
        `PGlite veritabanı açılamadı; sunucu başlatılmadı. / The PGlite database ${dataDir} could not be opened (${reason}); not serving.`,
        "PGlite is not crash-safe (docs/security.md, ADR 022). Move the damaged directory aside and restore a backup:",
        `  mv "${dataDir}" "${dataDir}.bozuk-${Date.now()}"`,
        backup ? `  npm run db:restore "${backup}"` : `  npm run db:restore <backup file>   (no backup found in ${backupsDir(env.DATA_DIR)})`,
      ].join("\n"),
    );
  }
}

/**
 * Everything before serving: the DATA_DIR lock (embedded database only), the database and its
 * migrations, demo content for an empty database, the admin user and the app secret; then the
 * housekeeping timers (retention, automatic PGlite backups). `pgliteThread` is the built PGlite
 * thread, which the production server gives (ADR 031).
 */
export async function boot(env: Env, logger: Logger, { pgliteThread }: { pgliteThread?: PgliteThreadOptions } = {}) {
  const lock = env.DATABASE_URL ? undefined : acquireDataDirLock(env.DATA_DIR);
  process.on("exit", () => lock?.release());
  const database = await openDatabase(env, logger, pgliteThread);
  if (env.seedDemo) {
    const seeded = await seedDemoContent(database.db);
    if (seeded) logger.info(seeded, "demo content seeded into an empty database");
    // The demo software's files, written (again) when missing, e.g. after MEDIA_DIR was moved.
    await writeDemoDownloads(database.db, env.MEDIA_DIR);
  }
  await ensureAdminUser(database.db, {
    username: env.ADMIN_USERNAME,
    password: env.ADMIN_PASSWORD,
    dataDir: env.DATA_DIR,
    logger,
  });
  const appSecret = loadAppSecret(env);
  const maintenance = startMaintenance({ database, dataDir: env.DATA_DIR, logger });
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
