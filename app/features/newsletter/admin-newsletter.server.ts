import { desc, eq } from "drizzle-orm";
import Papa from "papaparse";
import { recordAudit } from "#app/db/audit.server";
import type { Db } from "#app/db/client.server";
import { newsletterSubscribers } from "#app/db/schema/contact";
import { notFound } from "#app/lib/errors";

type WriteOptions = { actor: { id: number; username: string }; ipAddress?: string };

/** Every subscriber, newest first. */
export async function listSubscribers(db: Db) {
  return db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      marketingConsent: newsletterSubscribers.marketingConsent,
      consentedAt: newsletterSubscribers.consentedAt,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
}

const istanbulDateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Istanbul" });

/**
 * The subscriber list as CSV for Excel in Turkey: UTF-8 with a byte-order mark, `;` separated,
 * and cells that start like a formula (`=`, `+`, `-`, `@`) escaped so a spreadsheet never runs them.
 */
export function subscribersCsv(rows: Awaited<ReturnType<typeof listSubscribers>>): string {
  const records = rows.map((row) => ({
    "E-posta": row.email,
    "Pazarlama izni": row.marketingConsent ? "Evet" : "Hayır",
    "İzin tarihi": row.consentedAt ? istanbulDateTime.format(row.consentedAt) : "",
    "Kayıt tarihi": istanbulDateTime.format(row.createdAt),
  }));
  const csv = Papa.unparse(records.length > 0 ? records : { fields: ["E-posta", "Pazarlama izni", "İzin tarihi", "Kayıt tarihi"], data: [] }, {
    delimiter: ";",
    escapeFormulae: true,
    newline: "\r\n",
  });
  return `\uFEFF${csv}\r\n`;
}

/** Removes a subscriber (an unsubscribe or erasure request handled by staff). */
export async function deleteSubscriber(db: Db, { id }: { id: number }, { actor, ipAddress }: WriteOptions) {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning();
    if (!removed) throw notFound("Abone bulunamadı.");
    await recordAudit(tx, { user: actor, action: "delete", entityType: "newsletter-subscriber", entityId: id, ipAddress });
  });
}
