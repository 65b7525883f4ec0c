import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { Logger } from "pino";
import { pruneBackups, writeBackupFile } from "#app/db/backup.server";
import type { Database } from "#app/db/client.server";
import { deleteExpiredContactMessages } from "#app/db/retention.server";

export const AUTO_BACKUP_PREFIX = "otomatik";
export const AUTO_BACKUP_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const AUTO_BACKUPS_KEPT = 5;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Housekeeping waits this long after start-up, so that it never holds up the first requests (ADR 027). */
export const STARTUP_DELAY_MS = 30_000;

export function backupsDir(dataDir: string) {
  return path.join(dataDir, "backups");
}

/** When the newest automatic backup in `dir` was written (ms since the epoch), or 0 when there is none. */
function newestAutomaticBackupTime(dir: string): number {
  if (!existsSync(dir)) return 0;
  const times = readdirSync(dir)
    .filter((name) => name.startsWith(`${AUTO_BACKUP_PREFIX}-`) && !name.endsWith(".partial"))
    .map((name) => statSync(path.join(dir, name)).mtimeMs);
  return Math.max(0, ...times);
}

/**
 * The server's housekeeping timers: the daily KVKK retention run (both engines) and, on PGlite,
 * a data-dir backup every 6 hours, keeping the last 5. The first runs come `startupDelayMs` after
 * start-up, when the server already answers (PGlite does one thing at a time: a backup of 50,000
 * products at start kept /healthz waiting for seconds); a backup is not repeated at start when the
 * newest automatic one is younger than 6 hours: it runs when that one is 6 hours old. A directory
 * with no automatic backup yet is backed up at once.
 * Timers are unref'ed (they never keep the process alive) and a run never overlaps the previous one.
 */
export function startMaintenance({
  database,
  dataDir,
  logger,
  startupDelayMs = STARTUP_DELAY_MS,
}: {
  database: Database;
  dataDir: string;
  logger: Logger;
  startupDelayMs?: number;
}) {
  const tasks: { name: string; intervalMs: number; firstRunInMs: number; run: () => Promise<void> }[] = [
    {
      name: "contact retention",
      intervalMs: RETENTION_INTERVAL_MS,
      firstRunInMs: startupDelayMs,
      async run() {
        const result = await deleteExpiredContactMessages(database.db);
        if ("skipped" in result) logger.info("contact retention skipped: another instance is running it");
        else {
          const { deleted, deletedLeads, deletedSearches, deletedNotFoundPaths, months } = result;
          logger.info(
            { deleted, deletedLeads, deletedSearches, deletedNotFoundPaths, months },
            "contact retention: old contact messages, leads, unfound searches and not-found paths deleted",
          );
        }
      },
    },
  ];
  if (database.engine.kind === "pglite" && database.engine.dataDir) {
    const dir = backupsDir(dataDir);
    const newest = newestAutomaticBackupTime(dir);
    const dueIn = newest + AUTO_BACKUP_INTERVAL_MS - Date.now();
    tasks.push({
      name: "automatic backup",
      intervalMs: AUTO_BACKUP_INTERVAL_MS,
      // A directory that has never been backed up gets its first backup at once: until then a
      // failure would leave nothing to restore.
      firstRunInMs: newest === 0 ? 0 : Math.max(startupDelayMs, dueIn),
      async run() {
        const file = await writeBackupFile(database, dir, AUTO_BACKUP_PREFIX);
        const removed = pruneBackups(dir, AUTO_BACKUP_PREFIX, AUTO_BACKUPS_KEPT);
        logger.info({ file, removed: removed.length }, "automatic backup written");
      },
    });
  }

  let stopped = false;
  const running = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  const first = tasks.map((task) => {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const run = task
        .run()
        .catch((error: unknown) => logger.error({ err: error }, `${task.name} failed`))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    };
    const start = () => {
      tick();
      timers.push(setInterval(tick, task.intervalMs).unref());
    };
    if (task.firstRunInMs <= 0) {
      start();
      return undefined;
    }
    return setTimeout(start, task.firstRunInMs).unref();
  });

  return {
    /** Stops the timers and waits for a run in progress, so the database can be closed after it. */
    async stop() {
      stopped = true;
      for (const timer of first) clearTimeout(timer);
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
