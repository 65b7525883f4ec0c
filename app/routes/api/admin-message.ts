import { getAppContext } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { messagePatchSchema } from "#app/features/contact/contact.schema";
import { deleteMessage, setMessageRead } from "#app/features/contact/contact.server";
import { itemWrite, parseId, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-message";

export const loader = adminWritesOnlyLoader;

/** PATCH {isRead}: mark read or unread; DELETE: remove. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  const id = parseId(params.id);
  const { db, clientIp } = getAppContext(context);
  const options = { actor, ipAddress: clientIp };
  return itemWrite(request, {
    PATCH: async () => setMessageRead(db, { id, isRead: (await readJson(request, messagePatchSchema)).isRead }, options),
    DELETE: () => deleteMessage(db, { id }, options),
  });
}
