import type { Logger } from "pino";
import type { Db } from "#app/db/client.server";
import { publishDueDocuments } from "./content.server";

/** How often the server looks for a scheduled publication that is due: it goes live at most this late. */
export const SCHEDULE_POLL_MS = 15_000;

/**
 * Publishes scheduled drafts when their time comes, with nobody signed in (ADR 041). The first look
 * is at start-up, so a publication that fell due while the server was down happens then. Every
 * instance looks; the row lock makes one of them publish. The publication's row trigger empties the
 * page cache of every instance. The timer is unref'ed and a run never overlaps the previous one.
 */
export function startContentSchedule({ db, logger, clock = () => new Date(), pollMs = SCHEDULE_POLL_MS }: { db: Db; logger: Logger; clock?: () => Date; pollMs?: number }) {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= publishDueDocuments(db, clock())
      .then((keys) => {
        if (keys.length > 0) logger.info({ keys }, "scheduled content published");
      })
      .catch((error: unknown) => logger.error({ err: error }, "scheduled content publication failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const first = run();
  const timer = setInterval(() => void run(), pollMs);
  timer.unref();
  return {
    /** Resolves when the look made at start-up is done. */
    started: first,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
