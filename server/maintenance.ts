import path from "node:path";
import type { Logger } from "pino";
import { pruneBackups, writeBackupFile } from "#app/db/backup.server";
import type { Database } from "#app/db/client.server";
import { deleteExpiredContactMessages } from "#app/db/retention.server";

export const AUTO_BACKUP_PREFIX = "otomatik";
export const AUTO_BACKUP_INTERVAL_MS = 6 * 60 * 60 * 1000;
export const AUTO_BACKUPS_KEPT = 5;
export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

export function backupsDir(dataDir: string) {
  return path.join(dataDir, "backups");
}

/**
 * The server's housekeeping timers: the daily KVKK retention run (both engines) and, on PGlite,
 * a data-dir backup at start-up and every 6 hours, keeping the last 5. Each runs once right away.
 * Timers are unref'ed (they never keep the process alive) and a run never overlaps the previous one.
 */
export function startMaintenance({ database, dataDir, logger }: { database: Database; dataDir: string; logger: Logger }) {
  const tasks: { name: string; intervalMs: number; run: () => Promise<void> }[] = [
    {
      name: "contact retention",
      intervalMs: RETENTION_INTERVAL_MS,
      async run() {
        const result = await deleteExpiredContactMessages(database.db);
        if ("skipped" in result) logger.info("contact retention skipped: another instance is running it");
        else logger.info({ deleted: result.deleted, months: result.months }, "contact retention: old contact messages deleted");
      },
    },
  ];
  if (database.engine.kind === "pglite" && database.engine.dataDir) {
    const dir = backupsDir(dataDir);
    tasks.push({
      name: "automatic backup",
      intervalMs: AUTO_BACKUP_INTERVAL_MS,
      async run() {
        const file = await writeBackupFile(database, dir, AUTO_BACKUP_PREFIX);
        const removed = pruneBackups(dir, AUTO_BACKUP_PREFIX, AUTO_BACKUPS_KEPT);
        logger.info({ file, removed: removed.length }, "automatic backup written");
      },
    });
  }

  let stopped = false;
  const running = new Set<Promise<void>>();
  const timers = tasks.map((task) => {
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
    tick();
    const timer = setInterval(tick, task.intervalMs);
    timer.unref();
    return timer;
  });

  return {
    /** Stops the timers and waits for a run in progress, so the database can be closed after it. */
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
