import { existsSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { createDb, PGLITE_THREAD_FILE, type Database, type PgliteThreadOptions } from "#app/db/client.server";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { makeDataDirPrivate } from "./data-dir-privacy.server";
import type { RuntimeConfig } from "./runtime-config.server";

/*
 * The first step of a start, kept to light imports: the app's entry (app/runtime.server.ts) takes it
 * before the rest of the app loads, so that PGlite's start-up on its own thread (~0.4 s) and the
 * loading of the app's modules on this one run at once (ADR 039, "Tenth session").
 */

/** The embedded database's directory under DATA_DIR. */
export function pgliteDir(dataDir: string) {
  return path.join(dataDir, "pglite");
}

/** What the production server asks of the embedded database: its own thread, and what to do should it stop (ADR 031). */
export type DatabaseThread = { onStopped(error: Error): void };

/** A database on its way to open (not yet migrated), under DATA_DIR's lock on the embedded one. */
export type DatabaseStart = {
  /** Settles once the database answers; a failure is left to `startUp` to explain. */
  opening: Promise<Database>;
  /** Gives DATA_DIR's lock back (also done when the process exits). */
  releaseLock(): void;
};

function threadOptions(thread: DatabaseThread | undefined): PgliteThreadOptions | undefined {
  if (!thread) return undefined;
  const entry = path.resolve(PGLITE_THREAD_FILE);
  if (!existsSync(entry)) throw new Error(`No production build at ${entry}; run "npm run build".`);
  return { entry, onStopped: thread.onStopped };
}

/**
 * Makes DATA_DIR private, takes its lock (embedded database only: a second server on the same
 * directory stops here, before anything opens it) and starts opening the database.
 */
export function startOpeningDatabase(config: Pick<RuntimeConfig, "DATA_DIR" | "DATABASE_URL" | "DATABASE_POOL_SIZE">, logger: Logger, thread: DatabaseThread | undefined): DatabaseStart {
  const pgliteThread = config.DATABASE_URL ? undefined : threadOptions(thread);
  makeDataDirPrivate(config.DATA_DIR);
  const lock = config.DATABASE_URL ? undefined : acquireDataDirLock(config.DATA_DIR);
  process.on("exit", () => lock?.release());
  const opening = createDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : pgliteDir(config.DATA_DIR),
    maxConnections: config.DATABASE_POOL_SIZE,
    pgliteThread,
    onPoolError: (error) => logger.error({ err: error }, "database connection lost"),
  });
  // Awaited by startUp once the rest of the app has loaded; until then a failure must not count as unhandled.
  opening.catch(() => {});
  return { opening, releaseLock: () => lock?.release() };
}
