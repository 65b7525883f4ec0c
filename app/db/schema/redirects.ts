import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./_columns";

/**
 * Redirect rules (ADR 043): an old address of this site, or of the company's old site, and where it
 * answers 301 or 302 now. `sourceKey` is the normalised address the host looks up
 * (app/lib/redirect-paths.ts); `automatic` rules are written when staff rename a slug.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The address as it is shown: normalised path, and its query when the rule matches it. */
    source: text("source").notNull(),
    /** Path alone (any query matches) or `path?query` (only that query; `path?` only none). */
    sourceKey: text("source_key").notNull(),
    /** Whether the query string is part of the match. */
    matchQuery: boolean("match_query").notNull().default(false),
    /** A path of this site or an absolute https:// address. */
    target: text("target").notNull(),
    status: integer("status").notNull().default(301),
    note: text("note").notNull().default(""),
    automatic: boolean("automatic").notNull().default(false),
    hits: integer("hits").notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("redirects_source_key_unique").on(table.sourceKey),
    index("redirects_target_idx").on(table.target),
    check("redirects_status_check", sql`${table.status} in (301, 302)`),
  ],
);

export type RedirectRow = typeof redirects.$inferSelect;

/**
 * "Bulunamayan sayfalar": paths that answered 404 to a person's browser, normalised, counted, with
 * the referring site's host only (no full referrer, no address of the visitor).
 */
export const notFoundPaths = pgTable(
  "not_found_paths",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    path: text("path").notNull(),
    count: integer("count").notNull().default(1),
    referrerHost: text("referrer_host"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("not_found_paths_path_unique").on(table.path)],
);

export type NotFoundPathRow = typeof notFoundPaths.$inferSelect;
