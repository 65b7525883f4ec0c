import { desc } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { auditLog } from "#app/db/schema/site";

export async function listAuditLog(db: Db, { limit = 200 }: { limit?: number } = {}) {
  return db
    .select({
      id: auditLog.id,
      username: auditLog.username,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
