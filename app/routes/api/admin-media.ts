import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { registerUpload } from "#app/features/media/media-library.server";
import { storeImage } from "#app/features/media/media.server";
import { domainErrorResponse, json, jsonError, readUploadedFile } from "#app/http/json.server";
import type { Route } from "./+types/admin-media";

export const loader = adminWritesOnlyLoader;

/** POST multipart/form-data with one `file`: answers the stored WebP variants and the library row's `id` (201). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const file = await readUploadedFile(request, "Görsel");
  if (file instanceof Response) return file;

  const { db, mediaDir, clientIp } = getAppContext(context);
  try {
    const image = await storeImage(Buffer.from(await file.arrayBuffer()), mediaDir);
    const row = await registerUpload(db, mediaDir, image, { name: file.name, actor });
    await recordAudit(db, { user: actor, action: "upload", entityType: "media", entityId: row.id, details: { url: image.url, bytes: file.size }, ipAddress: clientIp });
    return json({ ...image, id: row.id }, { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
