import { isbot } from "isbot";
import { eq, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { consumeRateLimit, type RateLimit } from "#app/db/rate-limit.server";
import { unfoundSearches } from "#app/db/schema/catalog";
import { foldTr } from "#app/lib/turkish";

/*
 * "Aranan ama bulunamayan" (issue 19 item 5): catalogue searches that found nothing, counted so that
 * staff know what to stock. A visitor writes these rows, so they are bounded (issue 27 item 15,
 * ADR 037): only a person's browser counts, one address adds a few new terms an hour, the table
 * keeps the most useful rows up to a cap, nothing that looks like personal data or a pasted text is
 * stored, and retention deletes what nobody searched for in the leads' retention period.
 */

/** The longest query kept: a longer one is a sentence or pasted text, not a product someone looks for. */
export const UNFOUND_QUERY_MAX = 60;
/** New terms one client address may add per hour; a known term is counted again without limit. */
export const UNFOUND_NEW_TERMS_LIMIT: RateLimit = { bucket: "unfound-search", limit: 10, windowMs: 60 * 60 * 1000 };
/** Rows kept at most: beyond it the least searched go, the least recently searched first. */
export const UNFOUND_MAX_ROWS = 1000;

/** An e-mail address (any "@"), a phone number or another run of 7 or more digits (spaces, dots, dashes and brackets between them allowed). */
const PERSONAL_DATA = /@|\d(?:[\s()./+-]*\d){6,}/;

/**
 * A search as it is counted: folded like the catalogue search (`Kamera`, `KAMERA` and `kâmera` are
 * one), spaces collapsed; null when it is not kept (empty, too long, or personal data).
 */
export function countableSearchQuery(query: string): string | null {
  const folded = foldTr(query).replace(/\s+/g, " ").trim();
  if (!folded || folded.length > UNFOUND_QUERY_MAX || PERSONAL_DATA.test(folded)) return null;
  return folded;
}

/** A browser a person uses: it names itself, and not as a bot (a request without a User-Agent is a script). */
export function isBrowserUserAgent(userAgent: string | null): boolean {
  return Boolean(userAgent?.trim()) && !isbot(userAgent);
}

export type UnfoundSearchOutcome = "counted" | "added" | "not-kept" | "rate-limited";

/**
 * Counts a catalogue search that found nothing. A known term is counted again (one upsert, so two
 * visitors searching at once both count); a new one costs the client address one of its new terms
 * this hour and, once added, the least useful rows beyond the cap leave in the same transaction.
 * Nothing about the visitor is stored with the term.
 */
export async function recordUnfoundSearch(
  db: Db,
  { query, userAgent, clientIp, now = new Date() }: { query: string; userAgent: string | null; clientIp: string; now?: Date },
): Promise<UnfoundSearchOutcome> {
  if (!isBrowserUserAgent(userAgent)) return "not-kept";
  const folded = countableSearchQuery(query);
  if (!folded) return "not-kept";
  // Capped at PostgreSQL's integer maximum rather than failing the page.
  const counted = { count: sql`least(${unfoundSearches.count}::bigint + 1, 2147483647)`, lastSeenAt: now };
  const [known] = await db.update(unfoundSearches).set(counted).where(eq(unfoundSearches.query, folded)).returning({ id: unfoundSearches.id });
  if (known) return "counted";
  const limit = await consumeRateLimit(db, UNFOUND_NEW_TERMS_LIMIT, clientIp, now);
  if (!limit.allowed) return "rate-limited";
  await db.transaction(async (tx) => {
    await tx
      .insert(unfoundSearches)
      .values({ query: folded, count: 1, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({ target: unfoundSearches.query, set: counted });
    await tx.execute(
      sql`delete from ${unfoundSearches} where ${unfoundSearches.id} in (
        select ${unfoundSearches.id} from ${unfoundSearches}
        order by ${unfoundSearches.count} desc, ${unfoundSearches.lastSeenAt} desc, ${unfoundSearches.id} desc
        offset ${UNFOUND_MAX_ROWS})`,
    );
  });
  return "added";
}
