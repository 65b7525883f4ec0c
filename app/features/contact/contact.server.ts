import { desc, eq } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { contactMessages } from "#app/db/schema/contact";
import { notFound } from "#app/lib/errors";
import type { ContactFormValues } from "./contact.schema";

type WriteOptions = { actor: { id: number; username: string }; ipAddress?: string };

/** Stores a message from the public contact form (the form itself is the content issue's). */
export async function saveContactMessage(db: Db, input: ContactFormValues, { ipAddress }: { ipAddress?: string } = {}) {
  const [saved] = await db
    .insert(contactMessages)
    .values({ ...input, phone: input.phone || null, company: input.company || null, ipAddress })
    .returning({ id: contactMessages.id });
  return saved!;
}

export async function listMessages(db: Db) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      phone: contactMessages.phone,
      company: contactMessages.company,
      subject: contactMessages.subject,
      message: contactMessages.message,
      isRead: contactMessages.isRead,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

export async function setMessageRead(db: Db, { id, isRead }: { id: number; isRead: boolean }, { actor, ipAddress }: WriteOptions) {
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(contactMessages).set({ isRead, updatedAt: new Date() }).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id, isRead: contactMessages.isRead });
    if (!updated) throw notFound("Mesaj bulunamadı.");
    await recordAudit(tx, { user: actor, action: isRead ? "mark-read" : "mark-unread", entityType: "contact-message", entityId: id, ipAddress });
    return updated;
  });
}

export async function deleteMessage(db: Db, { id }: { id: number }, { actor, ipAddress }: WriteOptions) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
    if (!deleted) throw notFound("Mesaj bulunamadı.");
    await recordAudit(tx, { user: actor, action: "delete", entityType: "contact-message", entityId: id, ipAddress });
  });
}
