import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { restoreBodySchema } from "#app/features/content/content-admin.schema";
import { getDocument, getRevision, restoreRevision } from "#app/features/content/content.server";
import { diffDocuments } from "#app/features/content/content-diff";
import { contentErrorResponse } from "#app/features/content/content-errors.server";
import { json, jsonError, parseId, readJson } from "#app/http/json.server";
import type { Route } from "./+types/admin-content-revision";

/** GET: one revision and what changed from it to the current version (the draft, else the published one). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const { db } = getServices(context);
  const key = `${params.group}/${params.name}`;
  const id = parseId(params.id);
  try {
    const [document, revision] = await Promise.all([getDocument(db, key), getRevision(db, key, id)]);
    return json({ revision, changes: diffDocuments(revision.data, document.draft ?? document.published) });
  } catch (error) {
    return contentErrorResponse(error);
  }
}

/** POST `…/restore` `{version}`: the revision becomes the draft (publish it to put it live). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST" || !new URL(request.url).pathname.endsWith("/restore")) return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db } = getServices(context);
  const { clientIp } = getRequestScope(context);
  const id = parseId(params.id);
  const body = await readJson(request, restoreBodySchema);
  try {
    return json(await restoreRevision(db, { key: `${params.group}/${params.name}`, revisionId: id, expectedVersion: body.version }, { actor, ipAddress: clientIp }));
  } catch (error) {
    return contentErrorResponse(error);
  }
}
