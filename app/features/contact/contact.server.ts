import type { Db } from "#app/db/client.server";
import { contactMessages } from "#app/db/schema/contact";
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

/** Stores a message from the public contact form. */
export async function saveContactMessage(db: Db, input: ContactFormValues, { ipAddress }: { ipAddress?: string } = {}) {
  const [saved] = await db
    .insert(contactMessages)
    .values({ ...input, phone: input.phone || null, company: input.company || null, ipAddress })
    .returning({ id: contactMessages.id });
  return saved!;
}
