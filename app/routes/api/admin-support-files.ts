import { getRequestScope, getServices } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { uploadSupportFile } from "#app/features/support/support-files.server";
import { domainErrorResponse, json, jsonError, readUploadedFile } from "#app/http/json.server";
import type { Route } from "./+types/admin-support-files";

export const loader = adminWritesOnlyLoader;

/** POST multipart/form-data with one `file`: a support download, answered with its address (201). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const file = await readUploadedFile(request, "Dosya");
  if (file instanceof Response) return file;

  const { db, mediaDir } = getServices(context);
  const { clientIp } = getRequestScope(context);
  try {
    return json(await uploadSupportFile(db, mediaDir, Buffer.from(await file.arrayBuffer()), file.name, { actor, ipAddress: clientIp }), { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
