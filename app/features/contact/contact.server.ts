import { desc, eq } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { contactMessages } from "#app/db/schema/contact";
import { notFound } from "#app/lib/errors";
import { consumeRateLimit, type RateLimit } from "#app/db/rate-limit.server";
import type { ContactFormValues } from "./contact.schema";
import { sendContactNotification, type ContactNotification } from "./contact-notification.server";

/** DESIGN 10 / issue 5: 5 messages per IP per 10 minutes. */
export const CONTACT_RATE_LIMIT: RateLimit = { bucket: "contact", limit: 5, windowMs: 10 * 60 * 1000 };

type SubmitResult = { status: "stored"; id: number } | { status: "ignored" } | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * The public form's submission: rate-limited per IP, silently dropped when the honeypot is filled,
 * otherwise stored, then e-mailed to staff when SMTP is configured. A failed e-mail never loses the
 * message: it is already in the inbox, and the failure is logged.
 */
export async function submitContactMessage(
  db: Db,
  { website, ...input }: ContactFormValues & { website?: string },
  { ipAddress, notification, onNotificationError }: { ipAddress: string; notification?: ContactNotification; onNotificationError: (error: unknown) => void },
): Promise<SubmitResult> {
  const limit = await consumeRateLimit(db, CONTACT_RATE_LIMIT, ipAddress);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (website?.trim()) return { status: "ignored" };
  const saved = await saveContactMessage(db, input, { ipAddress });
  if (notification) await sendContactNotification({ ...input, id: saved.id }, notification).catch(onNotificationError);
  return { status: "stored", id: saved.id };
}

type WriteOptions = { actor: { id: number; username: string }; ipAddress?: string };

/** Stores a message from the public contact form. */
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
