import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { adminView } from "#app/admin/resource";
import { wireTimestamp } from "#app/admin/wire";

/** `GET /api/admin/audit`: the newest entries of the audit log. */
export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  username: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: wireTimestamp,
});

export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditLogQuery = () => adminView(adminKeys.audit(), "/api/admin/audit", auditEntrySchema.array());
