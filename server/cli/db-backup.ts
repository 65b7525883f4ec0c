import path from "node:path";
import { isOperatorError, loadAppEntry } from "../app-entry";
import { loadEnv } from "../env";

const USAGE = "Usage: npm run db:backup   |   npm run db:restore FILE";

/** A command line this tool does not understand: the usage is all it says. */
class UsageError extends Error {
  override name = "UsageError";
}

const SERVER_RUNNING =
  "Sunucu çalışıyor ve PGlite veritabanını kilitli tutuyor: yedeği yönetim panelindeki \"Yedek indir\" düğmesiyle alın " +
  "(otomatik yedekler DATA_DIR/backups içinde) ya da sunucuyu durdurup komutu yeniden çalıştırın.\n" +
  "The server is running and holds the PGlite database: download a backup from the admin dashboard (\"Yedek indir\"; " +
  "automatic backups are in DATA_DIR/backups), or stop the server and run this command again.";

/** `npm run db:backup`: a timestamped backup in DATA_DIR/backups. */
async function backup() {
  const env = loadEnv();
  const { backupDatabase } = await loadAppEntry();
  const file = await backupDatabase(env);
  process.stdout.write(`Yedek alındı / backup written: ${file}\n`);
}

/** `npm run db:restore FILE`: into an empty database only. */
async function restore(file: string | undefined) {
  if (!file) throw new UsageError(`Yedek dosyası belirtilmedi / no backup file given.\n${USAGE}`);
  const env = loadEnv();
  const { restoreDatabase } = await loadAppEntry();
  await restoreDatabase(env, file);
  process.stdout.write(`Yedek geri yüklendi / backup restored from ${path.resolve(file)}. Start the server with: npm start\n`);
}

async function main() {
  const [command, file] = process.argv.slice(2);
  if (command === "backup") return backup();
  if (command === "restore") return restore(file);
  throw new UsageError(USAGE);
}

main().catch((error: unknown) => {
  if (error instanceof Error && error.name === "DataDirLockedError") console.error(`${SERVER_RUNNING}\n(${error.message})`);
  else if (error instanceof UsageError || isOperatorError(error)) console.error(error.message);
  else console.error("Backup command failed:", error);
  process.exit(1);
});
