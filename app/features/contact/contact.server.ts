import type { Db, Tx } from "#app/db/client.server";
import { contactMessages } from "#app/db/schema/contact";
import type { ContactFormValues } from "./contact.schema";

/** Stores a message from the public contact form (also inside the transaction that writes its lead). */
export async function saveContactMessage(db: Db | Tx, input: ContactFormValues, { ipAddress }: { ipAddress?: string } = {}) {
  const { name, email, phone, company, subject, message } = input;
  const [saved] = await db
    .insert(contactMessages)
    .values({ name, email, subject, message, phone: phone || null, company: company || null, ipAddress })
    .returning({ id: contactMessages.id });
  return saved!;
}
