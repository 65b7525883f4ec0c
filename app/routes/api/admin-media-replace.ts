import { getRequestScope, getServices } from "#app/app-context.server";
import { mediaLibraryServer } from "#app/composition/admin-resources.server";
import { mediaUsers } from "#app/composition/media-users.server";
import { deleteUnusedUploads } from "#app/composition/upload-cleanup.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { replaceMedia } from "#app/features/media/media-library.server";
import { storeImage } from "#app/features/media/media.server";
import { domainErrorResponse, json, jsonError, parseId, readUploadedFile } from "#app/http/json.server";
import type { Route } from "./+types/admin-media-replace";

export const loader = adminWritesOnlyLoader;

/**
 * POST multipart/form-data with one `file`: the library image `id` gets the new picture, and every
 * product, brand or post that showed it shows the new one (ADR 042). Answers the library item.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const id = parseId(params.id);
  const file = await readUploadedFile(request, "Görsel");
  if (file instanceof Response) return file;

  const { db, mediaDir } = getServices(context);
  const { clientIp, logger } = getRequestScope(context);
  try {
    if (!(await mediaLibraryServer.get(db, id))) return jsonError(404, mediaLibraryServer.notFoundMessage);
    const image = await storeImage(Buffer.from(await file.arrayBuffer()), mediaDir);
    const change = await replaceMedia(db, mediaUsers, { id, image, mediaDir }, { actor, ipAddress: clientIp });
    if (change.before.hash !== change.after.hash) await deleteUnusedUploads({ db, mediaDir, logger })(change);
    return json(await mediaLibraryServer.get(db, id));
  } catch (error) {
    return domainErrorResponse(error);
  }
}
