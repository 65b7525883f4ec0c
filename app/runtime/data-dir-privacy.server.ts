import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/**
 * DATA_DIR holds password hashes, sessions, leads and the encrypted TOTP seeds: only the server's
 * user may read it (issue 27 item 16). From here on the process creates files and directories
 * private (umask 077; it is per process, and a worker thread may not change it), and what already
 * exists under `dataDir` is made private (`makePrivate`).
 */
export function makeDataDirPrivate(dataDir: string) {
  if (isMainThread) process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  makePrivate(dataDir);
}

/**
 * Directories become 0700 and files lose every group and other bit (0666 → 0600), `entry` and all
 * under it; symbolic links are not followed. PGlite writes the files of a new database with mode
 * 0666 whatever the umask, so the start-up runs this again on its directory once it is open.
 */
export function makePrivate(entry: string) {
  const stats = lstatSync(entry, { throwIfNoEntry: false });
  if (!stats || stats.isSymbolicLink()) return;
  const mode = stats.mode & 0o777;
  const privateMode = stats.isDirectory() ? 0o700 : mode & 0o700;
  if (mode !== privateMode) chmodSync(entry, privateMode);
  if (stats.isDirectory()) for (const name of readdirSync(entry)) makePrivate(path.join(entry, name));
}
