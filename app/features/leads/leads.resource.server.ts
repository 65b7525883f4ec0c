import { desc, eq } from "drizzle-orm";
import { deleteRow, updateRow, type EntityNames, type WriteOptions } from "#app/db/admin-write.server";
import type { Db } from "#app/db/client.server";
import { leads, type Lead } from "#app/db/schema/leads";
import { selectColumns } from "#app/db/select-columns";
import { defineResourceServer } from "#app/http/admin-resource.server";
import { leadItemSchema, leadsResource, type leadWorkflowSchema } from "./leads.resource";
import type { z } from "zod";

const names: EntityNames = {
  auditType: "lead",
  notFound: "Talep bulunamadı.",
  conflict: "Bu talep siz bakarken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.",
};
const itemColumns = selectColumns(leads, leadItemSchema);

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
  /** Newest first. */
  list: (db) => db.select(itemColumns).from(leads).orderBy(desc(leads.createdAt), desc(leads.id)),
  get: async (db, id) => (await db.select(itemColumns).from(leads).where(eq(leads.id, id)).limit(1))[0],
  update: (db, { id, input, expectedUpdatedAt }, options) => changeWorkflow(db, { id, change: input, expectedUpdatedAt }, options),
  patch: (db, { id, patch }, options) => changeWorkflow(db, { id, change: patch }, options),
  remove: (db, { id }, options) => deleteRow(db, { table: leads, names, id, describe: (row) => ({ type: row.type }) }, options),
});
