import type { Db, Tx } from "./client.server";
import { auditLog } from "./schema/site";

export type AuditEntry = {
  user: { id: number; username: string } | null;
  action: string;
  entityType: string;
  entityId?: string | number | null;
  details?: Record<string, unknown>;
  ipAddress?: string;
};

/** Records who did what to which entity; call it inside the write's transaction. */
export async function recordAudit(db: Db | Tx, entry: AuditEntry) {
  await db.insert(auditLog).values({
    userId: entry.user?.id ?? null,
    username: entry.user?.username ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    details: entry.details,
    ipAddress: entry.ipAddress,
  });
}
