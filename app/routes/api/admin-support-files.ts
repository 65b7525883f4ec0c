import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { storeSupportFile } from "#app/features/support/support-files.server";
import { domainErrorResponse, json, jsonError, readUploadedFile } from "#app/http/json.server";
import type { Route } from "./+types/admin-support-files";

export const loader = adminWritesOnlyLoader;

/** POST multipart/form-data with one `file`: a support download, answered with its address (201). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const file = await readUploadedFile(request, "Dosya");
  if (file instanceof Response) return file;

  const { db, mediaDir, clientIp } = getAppContext(context);
  try {
    const stored = await storeSupportFile(Buffer.from(await file.arrayBuffer()), file.name, mediaDir);
    await recordAudit(db, { user: actor, action: "upload", entityType: "support-file", entityId: stored.url, details: { bytes: stored.bytes }, ipAddress: clientIp });
    return json(stored, { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
