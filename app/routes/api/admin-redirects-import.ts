import { getRequestScope, getServices } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { importRedirectsCsv } from "#app/features/redirects/redirects-csv.server";
import { domainErrorResponse, json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-redirects-import";

export const loader = adminWritesOnlyLoader;

/**
 * POST a CSV of redirect rules (`text/csv`, or a multipart `file` field); `?dryRun=1` reports per row
 * what would be added, changed or refused without writing. Without it the rows that pass are written.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const contentType = request.headers.get("content-type") ?? "";
  let text: string;
  if (/^text\/csv\b/i.test(contentType)) text = await request.text();
  else if (/^multipart\/form-data\b/i.test(contentType)) {
    const file = (await request.formData().catch(() => null))?.get("file");
    if (!(file instanceof File)) return jsonError(400, "Yüklenecek CSV dosyasını seçin.");
    text = await file.text();
  } else return jsonError(415, "CSV dosyası text/csv ya da multipart/form-data olarak gönderilmelidir.");
  const { db, siteOrigin, isLivePath } = getServices(context);
  const { clientIp } = getRequestScope(context);
  const dryRun = new URL(request.url).searchParams.get("dryRun") === "1";
  try {
    return json(await importRedirectsCsv(db, text, { dryRun, site: { origin: siteOrigin, isLivePath }, actor, ipAddress: clientIp }));
  } catch (error) {
    return domainErrorResponse(error);
  }
}
