import type { Logger } from "pino";
import type { Db } from "#app/db/client.server";
import { broadcastPageCachePurge } from "#app/db/page-cache-channel.server";
import { getDocument, parseDocumentData, publishDueDocuments } from "./content.server";
import type { DocumentData } from "./documents";
import { HOME_KEY } from "./published-page.server";
import { slideWindowEdgePassed } from "./slide-windows";

/** How often the server looks for a scheduled publication that is due: it goes live at most this late. */
export const SCHEDULE_POLL_MS = 15_000;

/**
 * Empties every instance's page cache when a published hero slide's window opened or closed
 * after `since` and by `now` (ADR 041): no row changed, so no trigger does it.
 */
export async function purgeWhenSlideWindowsPass(db: Db, since: Date, now: Date): Promise<boolean> {
  const row = await getDocument(db, HOME_KEY).catch(() => null);
  if (!row?.published || row.kind !== "home") return false;
  const home = parseDocumentData("home", row.published) as DocumentData<"home">;
  if (!slideWindowEdgePassed(home.slides, since, now)) return false;
  await broadcastPageCachePurge(db);
  return true;
}

/**
 * Publishes scheduled drafts when their time comes, with nobody signed in (ADR 041), and empties the
 * page cache when a hero slide's window opens or closes. The first look is at start-up, so a
 * publication that fell due while the server was down happens then (the page cache starts empty).
 * Every instance looks; the row lock makes one of them publish. The publication's row trigger empties
 * the page cache of every instance. The timer is unref'ed and a run never overlaps the previous one.
 */
export function startContentSchedule({ db, logger, clock = () => new Date(), pollMs = SCHEDULE_POLL_MS }: { db: Db; logger: Logger; clock?: () => Date; pollMs?: number }) {
  let running: Promise<void> | undefined;
  let lastLook: Date | undefined;
  const look = async () => {
    const now = clock();
    const keys = await publishDueDocuments(db, now);
    if (keys.length > 0) logger.info({ keys }, "scheduled content published");
    const since = lastLook;
    lastLook = now;
    if (since && (await purgeWhenSlideWindowsPass(db, since, now))) logger.info("hero slide window opened or closed: page cache purged");
  };
  const run = () => {
    running ??= look()
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
