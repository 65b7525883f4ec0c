import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { messagePatchSchema } from "#app/features/contact/contact.schema";
import { deleteMessage, setMessageRead } from "#app/features/contact/contact.server";
import { domainErrorResponse, json, jsonError, parseId, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-message";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return jsonError(405, "Bu yöntem desteklenmiyor.");
}

/** PATCH {isRead}: mark read or unread; DELETE: remove. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  const id = parseId(params.id);
  const { db, clientIp } = getAppContext(context);
  try {
    if (request.method === "PATCH") {
      const { isRead } = await readJson(request, messagePatchSchema);
      return json(await setMessageRead(db, { id, isRead }, { actor, ipAddress: clientIp }));
    }
    if (request.method === "DELETE") {
      await deleteMessage(db, { id }, { actor, ipAddress: clientIp });
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    }
    return jsonError(405, "Bu yöntem desteklenmiyor.");
  } catch (error) {
    return domainErrorResponse(error);
  }
}
