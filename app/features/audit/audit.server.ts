import { and, desc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "#app/db/client.server";
import { users } from "#app/db/schema/auth";
import { auditLog } from "#app/db/schema/site";

/** `GET /api/admin/audit?userId=…`: one person's entries only. */
export const auditFilterSchema = z.strictObject({ userId: z.coerce.number({ error: "Geçersiz kullanıcı." }).int().positive({ error: "Geçersiz kullanıcı." }).optional() });

/** The newest entries, each with the person's current name (the stored username when the account is gone). */
export async function listAuditLog(db: Db, { limit = 200, userId }: { limit?: number; userId?: number } = {}) {
  const where: SQL[] = userId === undefined ? [] : [eq(auditLog.userId, userId)];
  return db
    .select({
      id: auditLog.id,
      userId: auditLog.userId,
      username: auditLog.username,
      name: users.name,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(...where))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** Who last changed an entity and when: its newest audit entry, or null when it has none. */
export async function lastChange(db: Db, entityType: string, entityId: number) {
  const [entry] = await db
    .select({ name: users.name, username: auditLog.username, action: auditLog.action, at: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(1);
  return entry ? { person: entry.name ?? entry.username ?? null, action: entry.action, at: entry.at.toISOString() } : null;
}
