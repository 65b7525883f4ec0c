import path from "node:path";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgTransaction } from "drizzle-orm/pg-core";
import { startPgliteThread } from "./pglite-thread.server";
import type * as schema from "./schema/index";

export type Schema = typeof schema;
// Both drivers return `{ rows }` from execute(); the node-postgres result type describes both.
export type Db = PgDatabase<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<NodePgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** The handle the rest of the app gets. Only this file knows which engine is behind it. */
export type Database = {
  db: Db;
  /** Applies the committed SQL migrations; on PostgreSQL under an advisory lock, so instances can start together. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` for every NOTIFY on `channel` (from any connection, this process's included),
   * and `onConnected(false/true)` when the listening connection is lost and back; notifications sent
   * meanwhile are missed, so a listener must assume anything changed. Stopped by close().
   */
  listen(channel: string, onNotify: () => void, onConnected: (connected: boolean) => void): Promise<void>;
  /** A short label for logs: "pglite:<dir>", "pglite:memory" or "postgresql:<host>/<db>". */
  description: string;
  /** The engine behind `db`, for the backup module (`app/db/backup.server.ts`) only. */
  engine: { kind: "pglite"; dataDir?: string; dumpDataDir(): Promise<Buffer> } | { kind: "postgresql"; url: string };
};

/** Where `npm run build` writes the PGlite thread (`scripts/build-server.mjs`), relative to the project. */
export const PGLITE_THREAD_FILE = "build/app-server/pglite-thread.js";

export type PgliteThreadOptions = {
  /** The built thread: `build/app-server/pglite-thread.js`. */
  entry: string;
  /** Called once if the thread stops other than by close(); every query fails from then on. */
  onStopped?: (error: Error) => void;
};

export type CreateDbOptions = {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; when absent (and no databaseUrl), PGlite runs in memory. */
  dataDir?: string;
  migrationsFolder?: string;
  /** PGlite on a thread of its own (ADR 031): the built thread, and what to do should it stop. */
  pgliteThread?: PgliteThreadOptions;
  /** PostgreSQL pool size (DATABASE_POOL_SIZE). */
  maxConnections?: number;
  onPoolError?: (error: Error) => void;
};

const DEFAULT_MIGRATIONS_FOLDER = path.resolve("drizzle");

export async function createDb(options: CreateDbOptions = {}): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? DEFAULT_MIGRATIONS_FOLDER;
  // Only the engine in use is loaded: each driver with its Drizzle adapter is 15–20 MB of memory (ADR 027).
  if (options.databaseUrl) return (await import("./postgres-client.server")).createPostgresDb(options.databaseUrl, migrationsFolder, options);
  const { pgliteThread, dataDir } = options;
  if (pgliteThread) {
    // The thread starts before the Drizzle adapter loads, so that the two overlap.
    const opening = startPgliteThread(pgliteThread.entry, { dataDir }, pgliteThread.onStopped);
    opening.catch(() => {});
    return (await import("./pglite-client.server")).createThreadedPgliteDb(dataDir, migrationsFolder, opening);
  }
  return (await import("./pglite-client.server")).createPgliteDb(dataDir, migrationsFolder);
}
