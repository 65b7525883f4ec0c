import { getAppContext } from "#app/app-context.server";
import { recordAudit } from "#app/db/audit.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { MAX_UPLOAD_BYTES, uploadTooLargeMessage } from "#app/domain/uploads";
import { storeSupportFile } from "#app/features/support/support-files.server";
import { domainErrorResponse, json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-support-files";

export const loader = adminWritesOnlyLoader;

/** POST multipart/form-data with one `file`: a support download, answered with its address (201). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  if (!/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) {
    return jsonError(415, "Dosya multipart/form-data olarak gönderilmelidir.");
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return jsonError(400, "Form verisi okunamadı.");
  }
  if (!(file instanceof File)) return jsonError(400, "Yüklenecek dosyayı seçin.", { fieldErrors: { file: ["Yüklenecek dosyayı seçin."] } });
  if (file.size > MAX_UPLOAD_BYTES) return jsonError(413, uploadTooLargeMessage("Dosya"));

  const { db, mediaDir, clientIp } = getAppContext(context);
  try {
    const stored = await storeSupportFile(Buffer.from(await file.arrayBuffer()), file.name, mediaDir);
    await recordAudit(db, { user: actor, action: "upload", entityType: "support-file", entityId: stored.url, details: { bytes: stored.bytes }, ipAddress: clientIp });
    return json(stored, { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
