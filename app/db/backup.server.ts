import { execFile, spawn } from "node:child_process";
import { closeSync, createWriteStream, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Database } from "./client.server";

/**
 * Backups of either engine, used by `npm run db:backup` / `db:restore`, the admin's "Yedek indir"
 * download and the automatic PGlite backups (ADR 022).
 *  - PostgreSQL: `pg_dump --format=custom`, a consistent snapshot; restored with `pg_restore`.
 *  - PGlite: `dumpDataDir('gzip')` through the open instance while no transaction runs; restored
 *    with `new PGlite({ loadDataDir })` into an empty data directory.
 */

export class BackupError extends Error {
  override name = "BackupError";
}

export type BackupKind = "pglite" | "postgresql";

export const BACKUP_EXTENSIONS: Record<BackupKind, string> = { pglite: ".pglite.tar.gz", postgresql: ".pgdump" };
const CONTENT_TYPES: Record<BackupKind, string> = { pglite: "application/gzip", postgresql: "application/octet-stream" };

export type BackupStream = { fileName: string; contentType: string; kind: BackupKind; stream: Readable };

/** `yedek-2026-11-22T09-30-00Z.pgdump`: sortable, and safe on every file system. */
export function backupFileName(kind: BackupKind, prefix = "yedek", now = new Date()) {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, "Z").replaceAll(":", "-");
  return `${prefix}-${stamp}${BACKUP_EXTENSIONS[kind]}`;
}

/** A backup of the database as a stream; on PostgreSQL, version problems are reported before it starts. */
export async function openBackupStream(database: Database, prefix?: string): Promise<BackupStream> {
  const { engine } = database;
  if (engine.kind === "pglite") {
    const archive = await engine.dumpDataDir();
    return {
      kind: "pglite",
      fileName: backupFileName("pglite", prefix),
      contentType: CONTENT_TYPES.pglite,
      stream: Readable.from(archive),
    };
  }
  const tools = await postgresTools(engine.url);
  const { url, env } = connectionWithoutPassword(engine.url);
  const child = spawn(tools.pgDump, ["--format=custom", "--no-owner", "--no-privileges", `--dbname=${url}`], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stream = child.stdout;
  child.on("close", (code) => {
    // A dump that stops half-way must not look like a complete file to whoever reads the stream.
    if (code !== 0) stream.destroy(new BackupError(`pg_dump failed (exit ${code}): ${stderr.trim()}`));
  });
  return { kind: "postgresql", fileName: backupFileName("postgresql", prefix), contentType: CONTENT_TYPES.postgresql, stream };
}

/** Writes a backup into `dir` (created when missing) atomically: a partial file is never left under the final name. */
export async function writeBackupFile(database: Database, dir: string, prefix?: string): Promise<string> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const backup = await openBackupStream(database, prefix);
  const target = path.join(dir, backup.fileName);
  const partial = `${target}.partial`;
  try {
    await pipeline(backup.stream, createWriteStream(partial, { mode: 0o600 }));
    const handle = await open(partial, "r+");
    await handle.sync();
    await handle.close();
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return target;
}

/** Deletes the oldest backups whose names start with `prefix`, keeping the newest `keep`. */
export function pruneBackups(dir: string, prefix: string, keep: number): string[] {
  if (!existsSync(dir)) return [];
  const own = readdirSync(dir)
    .filter((name) => name.startsWith(`${prefix}-`) && !name.endsWith(".partial"))
    .sort();
  const removed = own.slice(0, Math.max(0, own.length - keep));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return removed;
}

/** The newest backup file in `dir`, if any (names sort by time). */
export function latestBackup(dir: string): string | undefined {
  if (!existsSync(dir)) return undefined;
  const names = readdirSync(dir)
    .filter((name) => Object.values(BACKUP_EXTENSIONS).some((extension) => name.endsWith(extension)))
    .sort((a, b) => statSync(path.join(dir, a)).mtimeMs - statSync(path.join(dir, b)).mtimeMs);
  const last = names.at(-1);
  return last ? path.join(dir, last) : undefined;
}

/** Which engine wrote a backup file, from its first bytes (custom-format dumps start with "PGDMP"). */
export function detectBackupKind(file: string): BackupKind {
  const head = Buffer.alloc(5);
  const fd = openSync(file, "r");
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString("latin1") === "PGDMP") return "postgresql";
  if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  throw new BackupError(`${file} is not a backup of this application (neither a pg_dump custom archive nor a PGlite data-dir dump).`);
}

export type RestoreTarget = { databaseUrl: string } | { dataDir: string };

/**
 * Restores a backup into an EMPTY database: a PGlite data directory that does not exist or is
 * empty, or a PostgreSQL database without tables. Anything else is refused, never overwritten.
 */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<void> {
  if (!existsSync(file)) throw new BackupError(`Yedek dosyası bulunamadı / backup file not found: ${file}`);
  const kind = detectBackupKind(file);
  if ("dataDir" in target) {
    if (kind !== "pglite") {
      throw new BackupError("This is a PostgreSQL dump (pg_dump); restore it with DATABASE_URL set, not into PGlite.");
    }
    if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
      throw new BackupError(
        `Hedef veritabanı boş değil / the target database is not empty: ${target.dataDir}. ` +
          "Move it aside (e.g. rename it) and run the restore again; it is never overwritten.",
      );
    }
    mkdirSync(path.dirname(path.resolve(target.dataDir)), { recursive: true });
    const blob = new Blob([readFileSync(file)]);
    const client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: blob, extensions: { pg_trgm } });
    try {
      await client.query("select 1");
    } finally {
      await client.close();
    }
    return;
  }
  if (kind !== "postgresql") {
    throw new BackupError("This is a PGlite data-dir backup; restore it without DATABASE_URL (into DATA_DIR/pglite).");
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    if (Number(rows[0]!.count) > 0) {
      throw new BackupError(
        `Hedef veritabanı boş değil / the target database is not empty (${rows[0]!.count} tables). ` +
          "Restore into a new, empty database (createdb) and point DATABASE_URL at it.",
      );
    }
  } finally {
    await client.end();
  }
  const tools = await postgresTools(target.databaseUrl);
  const { url, env } = connectionWithoutPassword(target.databaseUrl);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      tools.pgRestore,
      ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, file],
      { env, stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`pg_restore failed (exit ${code}): ${stderr.trim()}`))));
  });
}

const run = promisify(execFile);

/** The password travels in PGPASSWORD, not on the command line, where `ps` would show it. */
function connectionWithoutPassword(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const env = { ...process.env };
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.href, env };
}

async function majorOf(binary: string): Promise<number | undefined> {
  try {
    const { stdout } = await run(binary, ["--version"]);
    const match = /(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^)]*\)/, ""));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * pg_dump and pg_restore no older than the server: pg_dump refuses a newer server ("server version
 * mismatch"). `PG_BIN_DIR` names a directory to use; otherwise PATH, then Debian's versioned
 * `/usr/lib/postgresql/<major>/bin`.
 */
export async function postgresTools(databaseUrl: string) {
  // Loaded here, not at start-up: a PGlite server never needs the PostgreSQL driver (ADR 027).
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let serverMajor: number;
  try {
    const { rows } = await client.query<{ server_version_num: string }>("show server_version_num");
    serverMajor = Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
  const candidates = [
    process.env.PG_BIN_DIR,
    "",
    ...(existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql").map((v) => `/usr/lib/postgresql/${v}/bin`) : []),
  ].filter((dir): dir is string => dir !== undefined);
  const found: string[] = [];
  for (const dir of candidates) {
    const pgDump = dir ? path.join(dir, "pg_dump") : "pg_dump";
    const major = await majorOf(pgDump);
    if (major === undefined) continue;
    found.push(`${pgDump} ${major}`);
    if (major >= serverMajor) return { pgDump, pgRestore: dir ? path.join(dir, "pg_restore") : "pg_restore", major, serverMajor };
  }
  throw new BackupError(
    `PostgreSQL server ${serverMajor} needs pg_dump ${serverMajor} or newer; found ${found.join(", ") || "none"}. ` +
      `Install postgresql-client-${serverMajor} or set PG_BIN_DIR to its bin directory.`,
  );
}
