import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { draftBodySchema } from "#app/features/content/content-admin.schema";
import { getDocument, saveDraft } from "#app/features/content/content.server";
import { contentErrorResponse } from "#app/features/content/content-errors.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/admin-content-document";

/** GET: one document, published version and draft. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  try {
    return json(await getDocument(getAppContext(context).db, `${params.group}/${params.name}`));
  } catch (error) {
    return contentErrorResponse(error);
  }
}

/** PUT `{version, data}`: saves the draft; the live page and the page cache stay as they are. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "PUT") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp } = getAppContext(context);
  const body = await readJson(request, draftBodySchema);
  try {
    return json(await saveDraft(db, { key: `${params.group}/${params.name}`, expectedVersion: body.version, data: body.data }, { actor, ipAddress: clientIp }));
  } catch (error) {
    return contentErrorResponse(error);
  }
}
