import { desc, eq } from "drizzle-orm";
import { deleteRow, type EntityNames } from "#app/db/admin-write.server";
import type { Db } from "#app/db/client.server";
import { newsletterSubscribers } from "#app/db/schema/contact";
import { selectColumns } from "#app/db/select-columns";
import { defineResourceServer } from "#app/http/admin-resource.server";
import { newsletterSubscribersResource, subscriberItemSchema } from "./newsletter-subscribers.resource";

const names: EntityNames = { auditType: "newsletter-subscriber", notFound: "Abone bulunamadı.", conflict: "Abone değiştirildi." };
const itemColumns = selectColumns(newsletterSubscribers, subscriberItemSchema);

/** Every subscriber, newest first (also the CSV export's rows). */
export function listSubscribers(db: Db) {
  return db.select(itemColumns).from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
}

export const newsletterSubscribersServer = defineResourceServer({
  resource: newsletterSubscribersResource,
  notFoundMessage: names.notFound,
  auditType: names.auditType,
  list: listSubscribers,
  get: async (db, id) => (await db.select(itemColumns).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).limit(1))[0],
  /** An unsubscribe or erasure request handled by staff. */
  remove: (db, { id }, options) => deleteRow(db, { table: newsletterSubscribers, names, id, describe: () => ({}) }, options),
});
