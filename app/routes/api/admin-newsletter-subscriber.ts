import { getAppContext } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { deleteSubscriber } from "#app/features/newsletter/admin-newsletter.server";
import { itemWrite, parseId } from "#app/lib/http.server";
import type { Route } from "./+types/admin-newsletter-subscriber";

export const loader = adminWritesOnlyLoader;

/** DELETE: removes the subscriber. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  const id = parseId(params.id);
  const { db, clientIp } = getAppContext(context);
  return itemWrite(request, { DELETE: () => deleteSubscriber(db, { id }, { actor, ipAddress: clientIp }) });
}
