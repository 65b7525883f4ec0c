import { asc, eq } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { supportApps } from "#app/db/schema/support";
import { conflict, notFound } from "#app/lib/errors";
import type { SupportAppFormValues, SupportAppPatch } from "./support-app.schema";

type WriteOptions = { actor: { id: number; username: string }; ipAddress?: string };

const OPTIONAL_COLUMNS = ["description", "downloadUrl", "androidDownloadUrl", "iosDownloadUrl", "windowsDownloadUrl", "imageUrl", "version", "brand"] as const;

/** A full replacement clears the optional columns the form left out. */
function replacementColumns(input: SupportAppFormValues) {
  const cleared = Object.fromEntries(OPTIONAL_COLUMNS.map((column) => [column, null]));
  return { ...cleared, ...input };
}

export async function listAdminSupportApps(db: Db) {
  return db.select().from(supportApps).orderBy(asc(supportApps.type), asc(supportApps.name));
}

export async function createSupportApp(db: Db, input: SupportAppFormValues, { actor, ipAddress }: WriteOptions) {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(supportApps).values(replacementColumns(input)).returning();
    await recordAudit(tx, { user: actor, action: "create", entityType: "support-app", entityId: created!.id, details: { name: created!.name }, ipAddress });
    return created!;
  });
}

export async function updateSupportApp(
  db: Db,
  { id, input, expectedUpdatedAt }: { id: number; input: SupportAppFormValues; expectedUpdatedAt: Date },
  { actor, ipAddress }: WriteOptions,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(supportApps).where(eq(supportApps.id, id)).for("update").limit(1);
    if (!current) throw notFound("Uygulama bulunamadı.");
    if (current.updatedAt.getTime() !== expectedUpdatedAt.getTime()) {
      throw conflict("Bu uygulama siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.");
    }
    const [updated] = await tx.update(supportApps).set({ ...replacementColumns(input), updatedAt: new Date() }).where(eq(supportApps.id, id)).returning();
    await recordAudit(tx, { user: actor, action: "update", entityType: "support-app", entityId: id, details: { name: updated!.name }, ipAddress });
    return updated!;
  });
}

/** PATCH: changes only the given fields (the active/passive toggle); no concurrency check. */
export async function patchSupportApp(db: Db, { id, patch }: { id: number; patch: SupportAppPatch }, { actor, ipAddress }: WriteOptions) {
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(supportApps).set({ ...patch, updatedAt: new Date() }).where(eq(supportApps.id, id)).returning();
    if (!updated) throw notFound("Uygulama bulunamadı.");
    await recordAudit(tx, { user: actor, action: "patch", entityType: "support-app", entityId: id, details: patch, ipAddress });
    return updated;
  });
}

export async function deleteSupportApp(db: Db, { id }: { id: number }, { actor, ipAddress }: WriteOptions) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(supportApps).where(eq(supportApps.id, id)).returning({ name: supportApps.name });
    if (!deleted) throw notFound("Uygulama bulunamadı.");
    await recordAudit(tx, { user: actor, action: "delete", entityType: "support-app", entityId: id, details: { name: deleted.name }, ipAddress });
  });
}
