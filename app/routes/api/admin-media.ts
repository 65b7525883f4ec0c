import { getRequestScope, getServices } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { uploadImage } from "#app/features/media/media-library.server";
import { domainErrorResponse, json, jsonError, readUploadedFile } from "#app/http/json.server";
import type { Route } from "./+types/admin-media";

export const loader = adminWritesOnlyLoader;

/** POST multipart/form-data with one `file`: answers the stored WebP variants and the library row's `id` (201). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const file = await readUploadedFile(request, "Görsel");
  if (file instanceof Response) return file;

  const { db, mediaDir } = getServices(context);
  const { clientIp } = getRequestScope(context);
  try {
    return json(await uploadImage(db, mediaDir, Buffer.from(await file.arrayBuffer()), { name: file.name, actor, ipAddress: clientIp }), { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
