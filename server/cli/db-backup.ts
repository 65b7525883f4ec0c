import { existsSync } from "node:fs";
import path from "node:path";
import { BackupError, restoreBackup, writeBackupFile } from "#app/db/backup.server";
import { createDb } from "#app/db/client.server";
import { acquireDataDirLock, DataDirLockedError } from "../data-dir-lock";
import { EnvError, loadEnv } from "../env";
import { backupsDir } from "../maintenance";

const USAGE = "Usage: npm run db:backup   |   npm run db:restore FILE";

const SERVER_RUNNING =
  "Sunucu çalışıyor ve PGlite veritabanını kilitli tutuyor: yedeği yönetim panelindeki \"Yedek indir\" düğmesiyle alın " +
  "(otomatik yedekler DATA_DIR/backups içinde) ya da sunucuyu durdurup komutu yeniden çalıştırın.\n" +
  "The server is running and holds the PGlite database: download a backup from the admin dashboard (\"Yedek indir\"; " +
  "automatic backups are in DATA_DIR/backups), or stop the server and run this command again.";

/** `npm run db:backup`: a timestamped backup in DATA_DIR/backups. */
async function backup() {
  const env = loadEnv();
  const pgliteDir = path.join(env.DATA_DIR, "pglite");
  if (!env.DATABASE_URL && !existsSync(pgliteDir)) {
    throw new BackupError(`Yedeklenecek veritabanı yok / there is no database to back up in ${pgliteDir}.`);
  }
  const lock = env.DATABASE_URL ? undefined : acquireDataDirLock(env.DATA_DIR);
  try {
    const database = await createDb({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATABASE_URL ? undefined : pgliteDir,
      maxConnections: 1,
    });
    try {
      const file = await writeBackupFile(database, backupsDir(env.DATA_DIR));
      process.stdout.write(`Yedek alındı / backup written: ${file}\n`);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

/** `npm run db:restore FILE`: into an empty database only. */
async function restore(file: string | undefined) {
  if (!file) throw new BackupError(`Yedek dosyası belirtilmedi / no backup file given.\n${USAGE}`);
  const env = loadEnv();
  const source = path.resolve(file);
  if (env.DATABASE_URL) {
    await restoreBackup(source, { databaseUrl: env.DATABASE_URL });
  } else {
    const lock = acquireDataDirLock(env.DATA_DIR);
    try {
      await restoreBackup(source, { dataDir: path.join(env.DATA_DIR, "pglite") });
    } finally {
      lock.release();
    }
  }
  process.stdout.write(`Yedek geri yüklendi / backup restored from ${source}. Start the server with: npm start\n`);
}

async function main() {
  const [command, file] = process.argv.slice(2);
  if (command === "backup") return backup();
  if (command === "restore") return restore(file);
  throw new BackupError(USAGE);
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError) console.error(`${SERVER_RUNNING}\n(${error.message})`);
  else if (error instanceof BackupError || error instanceof EnvError) console.error(error.message);
  else console.error("Backup command failed:", error);
  process.exit(1);
});
