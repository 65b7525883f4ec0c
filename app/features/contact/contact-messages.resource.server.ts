import { desc, eq } from "drizzle-orm";
import { deleteRow, updateRow, type EntityNames, type WriteOptions } from "#app/db/admin-write.server";
import type { Db } from "#app/db/client.server";
import { contactMessages } from "#app/db/schema/contact";
import { selectColumns } from "#app/db/select-columns";
import { defineResourceServer } from "#app/http/admin-resource.server";
import { contactMessagesResource, messageItemSchema } from "./contact-messages.resource";

const names: EntityNames = {
  auditType: "contact-message",
  notFound: "Mesaj bulunamadı.",
  conflict: "Bu mesaj siz bakarken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.",
};
const itemColumns = selectColumns(contactMessages, messageItemSchema);

function setRead(db: Db, { id, isRead, expectedUpdatedAt }: { id: number; isRead: boolean; expectedUpdatedAt?: Date }, options: WriteOptions) {
  return updateRow(
    db,
    { table: contactMessages, names, id, expectedUpdatedAt, action: isRead ? "mark-read" : "mark-unread", prepare: async () => ({ isRead }), describe: () => ({}) },
    options,
  );
}

export const contactMessagesServer = defineResourceServer({
  resource: contactMessagesResource,
  notFoundMessage: names.notFound,
  auditType: names.auditType,
  /** Newest first. */
  list: (db) => db.select(itemColumns).from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)),
  get: async (db, id) => (await db.select(itemColumns).from(contactMessages).where(eq(contactMessages.id, id)).limit(1))[0],
  update: (db, { id, input, expectedUpdatedAt }, options) => setRead(db, { id, isRead: input.isRead, expectedUpdatedAt }, options),
  patch: (db, { id, patch }, options) => setRead(db, { id, isRead: patch.isRead }, options),
  remove: (db, { id }, options) => deleteRow(db, { table: contactMessages, names, id, describe: () => ({}) }, options),
});
