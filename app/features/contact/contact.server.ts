import type { Db, Tx } from "#app/db/client.server";
import { contactMessages } from "#app/db/schema/contact";
import type { RateLimit } from "#app/db/rate-limit.server";
import type { ContactFormValues } from "./contact.schema";

/** DESIGN 10 / issue 5: 5 messages per IP per 10 minutes. */
export const CONTACT_RATE_LIMIT: RateLimit = { bucket: "contact", limit: 5, windowMs: 10 * 60 * 1000 };

/** Stores a message from the public contact form (also inside the transaction that writes its lead). */
export async function saveContactMessage(db: Db | Tx, input: ContactFormValues, { ipAddress }: { ipAddress?: string } = {}) {
  const { name, email, phone, company, subject, message } = input;
  const [saved] = await db
    .insert(contactMessages)
    .values({ name, email, subject, message, phone: phone || null, company: company || null, ipAddress })
    .returning({ id: contactMessages.id });
  return saved!;
}
