import { and, desc, eq, gte, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import { deleteRow, updateRow, type EntityNames, type WriteOptions } from "#app/db/admin-write.server";
import type { Db } from "#app/db/client.server";
import { LEAD_TYPES, leads, type Lead } from "#app/db/schema/leads";
import { foldSql } from "#app/db/fold";
import { selectColumns } from "#app/db/select-columns";
import { searchPattern } from "#app/domain/catalog-matching";
import { defineResourceServer } from "#app/http/admin-resource.server";
import type { LeadListQuery } from "./lead-list-query";
import { LEAD_REFERENCE_PREFIXES, leadReferencePart } from "./lead-reference";
import { leadSourceCondition } from "./lead-source-groups.server";
import { leadItemSchema, leadsResource, type leadWorkflowSchema } from "./leads.resource";
import { officeDay, officeDayStart } from "./survey-calendar";
import type { z } from "zod";

const names: EntityNames = {
  auditType: "lead",
  notFound: "Talep bulunamadı.",
  conflict: "Bu talep siz bakarken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.",
};
const itemColumns = selectColumns(leads, leadItemSchema);

const DAY_MS = 86_400_000;

/**
 * `leadReference` in SQL: the type's prefix, the office's year of creation (Istanbul, UTC+3 all
 * year) and the id padded to six digits, e.g. `KSF-2026-000123`.
 */
export const leadReferenceSql = sql<string>`(case ${leads.type} ${sql.join(
  LEAD_TYPES.map((type) => sql.raw(`when '${type}' then '${LEAD_REFERENCE_PREFIXES[type]}'`)),
  sql` `,
)} end) || '-' || to_char((${leads.createdAt} at time zone 'UTC') + interval '3 hours', 'YYYY') || '-' || lpad(${leads.id}::text, greatest(6, length(${leads.id}::text)), '0')`;

/**
 * The search: the name, folded (`ayse` finds "Ayşe"); a part of the reference (`TKL-2026`,
 * `000007`, the whole `KSF-2026-000123`); when the text looks like a phone number, its digits
 * without the trunk 0 inside the stored E.164 number (`0532 123` finds +90532123…). A reference
 * part and the digits hold no LIKE wildcard.
 */
function searchCondition(q: string): SQL | undefined {
  const reference = leadReferencePart(q);
  const digits = /^[\d\s()+.-]+$/.test(q) ? q.replace(/\D/g, "").replace(/^0+/, "") : "";
  return or(
    sql`${foldSql(leads.name)} like ${searchPattern(q)}`,
    reference ? sql`${leadReferenceSql} like ${`%${reference}%`}` : undefined,
    digits.length >= 3 ? sql`${leads.phone} like ${`%${digits}%`}` : undefined,
  );
}

/** A follow-up day before `today` (YYYY-MM-DD) on a lead still open: neither won nor lost. */
export function overdueFollowUp(today: string): SQL | undefined {
  return and(lt(leads.followUpOn, today), notInArray(leads.status, ["won", "lost"]));
}

/** The inbox's filters as a WHERE clause; the day range is in the office's calendar, both ends included. */
function leadsWhere(query: LeadListQuery, now: Date): SQL | undefined {
  return and(
    query.status ? eq(leads.status, query.status) : undefined,
    query.type ? eq(leads.type, query.type) : undefined,
    query.district ? eq(leads.district, query.district) : undefined,
    query.source ? leadSourceCondition(query.source) : undefined,
    query.from ? gte(leads.createdAt, officeDayStart(query.from)) : undefined,
    query.to ? lt(leads.createdAt, new Date(officeDayStart(query.to).getTime() + DAY_MS)) : undefined,
    query.q ? searchCondition(query.q) : undefined,
    query.overdue ? overdueFollowUp(officeDay(now)) : undefined,
  );
}

/** The leads matching the inbox's filters, newest first: the list and the CSV export. */
export function listLeads(db: Db, query: LeadListQuery = {}, now = new Date()) {
  return db.select(itemColumns).from(leads).where(leadsWhere(query, now)).orderBy(desc(leads.createdAt), desc(leads.id));
}

type WorkflowChange = Partial<z.output<typeof leadWorkflowSchema>>;

/**
 * The workflow columns to write: a status change records who and when; a lead that is not lost
 * keeps no loss reason.
 */
function workflowValues(current: Lead, change: WorkflowChange, actorId: number): Partial<Lead> {
  const status = change.status ?? current.status;
  const values: Partial<Lead> = {
    ...(change.status !== undefined && { status }),
    ...(change.followUpOn !== undefined && { followUpOn: change.followUpOn }),
    ...(change.internalNotes !== undefined && { internalNotes: change.internalNotes }),
    lostReason: status === "lost" ? (change.lostReason !== undefined ? change.lostReason : current.lostReason) : null,
  };
  if (status !== current.status) Object.assign(values, { statusChangedAt: new Date(), statusChangedBy: actorId });
  return values;
}

function changeWorkflow(db: Db, { id, change, expectedUpdatedAt }: { id: number; change: WorkflowChange; expectedUpdatedAt?: Date }, options: WriteOptions) {
  return updateRow(
    db,
    {
      table: leads,
      names,
      id,
      expectedUpdatedAt,
      action: change.status !== undefined ? "status-change" : "update",
      prepare: async (_tx, current) => workflowValues(current, change, options.actor.id),
      describe: (updated, current) => (updated.status === current.status ? { status: updated.status } : { from: current.status, to: updated.status }),
    },
    options,
  );
}

export const leadsServer = defineResourceServer({
  resource: leadsResource,
  notFoundMessage: names.notFound,
  auditType: names.auditType,
  list: (db, query) => listLeads(db, query),
  get: async (db, id) => (await db.select(itemColumns).from(leads).where(eq(leads.id, id)).limit(1))[0],
  update: (db, { id, input, expectedUpdatedAt }, options) => changeWorkflow(db, { id, change: input, expectedUpdatedAt }, options),
  patch: (db, { id, patch }, options) => changeWorkflow(db, { id, change: patch }, options),
  remove: (db, { id }, options) => deleteRow(db, { table: leads, names, id, describe: (row) => ({ type: row.type }) }, options),
});
