import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { defineAdminResource } from "#app/admin/resource";
import { updatedAtField, wireTimestamp } from "#app/admin/wire";

/** What staff change on a message: read or unread. Everything else is the sender's and read-only. */
export const messageChangeSchema = z.object({ isRead: z.boolean({ error: "Okundu bilgisi true ya da false olmalıdır." }) });

/** What `GET /api/admin/messages` lists and `GET …/{id}` answers; `PUT` accepts it back. */
export const messageItemSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: wireTimestamp,
  updatedAt: wireTimestamp,
});

export const contactMessagesResource = defineAdminResource({
  name: "messages",
  schemas: {
    row: messageItemSchema,
    item: messageItemSchema,
    update: z.object({ ...updatedAtField }).and(messageChangeSchema),
    patch: messageChangeSchema,
    remove: true,
  },
  affects: [adminKeys.dataStats()],
});
