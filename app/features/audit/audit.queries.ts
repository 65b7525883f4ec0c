import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { adminView } from "#app/admin/resource";
import { wireTimestamp } from "#app/admin/wire";

/** `GET /api/admin/audit`: the newest entries of the audit log, with who made each. */
export const auditEntrySchema = z.strictObject({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: wireTimestamp,
});

export type AuditEntry = z.output<typeof auditEntrySchema>;

/** The log, or one person's part of it. */
export const auditLogQuery = (userId?: number) =>
  adminView([...adminKeys.audit(), userId ?? "all"], userId === undefined ? "/api/admin/audit" : `/api/admin/audit?userId=${userId}`, auditEntrySchema.array());
