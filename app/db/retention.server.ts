import { eq, sql } from "drizzle-orm";
import { recordAudit } from "./audit.server";
import type { Db } from "./client.server";
import { unfoundSearches } from "./schema/catalog";
import { contactMessages } from "./schema/contact";
import { leads } from "./schema/leads";
import { notFoundPaths } from "./schema/redirects";
import { siteSettings } from "./schema/site";

export const DEFAULT_CONTACT_RETENTION_MONTHS = 24;
/** Held for the length of one run's transaction, so several instances never delete twice at once. */
const RETENTION_LOCK_KEY = 741_258_964;

export type RetentionResult =
  | { deleted: number; deletedLeads: number; deletedSearches: number; deletedNotFoundPaths: number; months: number; cutoff: Date }
  | { skipped: "another-instance" };

/**
 * KVKK retention: deletes contact messages and leads (survey and quote requests) older than the
 * retention period of the site settings (`contactRetentionMonths`, default 24), and the unfound
 * searches nobody made and the not-found paths nobody hit in that period (issue 27 item 15, ADR 043), in one transaction with an audit entry
 * per kind. Idempotent: a second run deletes nothing more, and a run while another instance holds
 * the lock is skipped.
 */
export async function deleteExpiredContactMessages(db: Db, now = new Date()): Promise<RetentionResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as locked`);
    if (!rows[0]?.locked) return { skipped: "another-instance" as const };
    const [settings] = await tx
      .select({ months: siteSettings.contactRetentionMonths })
      .from(siteSettings)
      .where(eq(siteSettings.id, 1))
      .limit(1);
    const months = settings?.months ?? DEFAULT_CONTACT_RETENTION_MONTHS;
    // Calendar months, as PostgreSQL counts them (Feb 29 minus 12 months is Feb 28).
    const { rows: cutoffRows } = await tx.execute<{ cutoff: string | Date }>(
      sql`select (${now.toISOString()}::timestamptz - make_interval(months => ${months}::int)) as cutoff`,
    );
    const cutoff = new Date(cutoffRows[0]!.cutoff);
    const deleted = await tx
      .delete(contactMessages)
      .where(sql`${contactMessages.createdAt} < ${cutoff.toISOString()}::timestamptz`)
      .returning({ id: contactMessages.id });
    const deletedLeads = await tx
      .delete(leads)
      .where(sql`${leads.createdAt} < ${cutoff.toISOString()}::timestamptz`)
      .returning({ id: leads.id });
    const deletedSearches = await tx
      .delete(unfoundSearches)
      .where(sql`${unfoundSearches.lastSeenAt} < ${cutoff.toISOString()}::timestamptz`)
      .returning({ id: unfoundSearches.id });
    const deletedNotFoundPaths = await tx
      .delete(notFoundPaths)
      .where(sql`${notFoundPaths.lastSeenAt} < ${cutoff.toISOString()}::timestamptz`)
      .returning({ id: notFoundPaths.id });
    for (const [entityType, rowsDeleted] of [
      ["contact_message", deleted],
      ["lead", deletedLeads],
      ["unfound-search", deletedSearches],
      ["not-found-path", deletedNotFoundPaths],
    ] as const) {
      if (rowsDeleted.length === 0) continue;
      await recordAudit(tx, { user: null, action: "retention-delete", entityType, details: { count: rowsDeleted.length, months, cutoff: cutoff.toISOString() } });
    }
    return { deleted: deleted.length, deletedLeads: deletedLeads.length, deletedSearches: deletedSearches.length, deletedNotFoundPaths: deletedNotFoundPaths.length, months, cutoff };
  });
}
