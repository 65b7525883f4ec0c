import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { unfoundSearches } from "#app/db/schema/catalog";
import { foldTr } from "#app/lib/turkish";

/** The longest query kept; the page's own `q` is at most 100 characters (catalog.schema.ts). */
export const UNFOUND_QUERY_MAX = 100;

/** A search as it is counted: folded like the catalogue search (`Kamera`, `KAMERA` and `kâmera` are one), spaces collapsed. */
export function foldedSearchQuery(query: string): string {
  return foldTr(query).replace(/\s+/g, " ").trim().slice(0, UNFOUND_QUERY_MAX);
}

/**
 * Counts a catalogue search that found nothing (issue 19 item 5): one upsert, so two visitors
 * searching at once both count. Nothing about the visitor is stored.
 */
export async function recordUnfoundSearch(db: Db, query: string, now = new Date()) {
  const folded = foldedSearchQuery(query);
  if (!folded) return;
  await db
    .insert(unfoundSearches)
    .values({ query: folded, count: 1, firstSeenAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: unfoundSearches.query,
      // Capped at PostgreSQL's integer maximum rather than failing the page.
      set: { count: sql`least(${unfoundSearches.count}::bigint + 1, 2147483647)`, lastSeenAt: now },
    });
}
