import { getRequestScope, getServices } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { importProductsCsv } from "#app/features/catalog/product-csv.server";
import { domainErrorResponse, json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-products-import";

export const loader = adminWritesOnlyLoader;

/** The CSV from a `text/csv` body or a multipart `file` field. */
async function readCsv(request: Request): Promise<string | Response> {
  const contentType = request.headers.get("content-type") ?? "";
  if (/^text\/csv\b/i.test(contentType)) return request.text();
  if (/^multipart\/form-data\b/i.test(contentType)) {
    const file = (await request.formData().catch(() => null))?.get("file");
    return file instanceof File ? file.text() : jsonError(400, "Yüklenecek CSV dosyasını seçin.");
  }
  return jsonError(415, "CSV dosyası text/csv ya da multipart/form-data olarak gönderilmelidir.");
}

/**
 * POST `?dryRun=1`: the plan (inserts, updates, unchanged, errors per row) without writing.
 * POST: applies the same plan in one transaction; any row error refuses the whole file (400).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const csv = await readCsv(request);
  if (csv instanceof Response) return csv;
  const { db } = getServices(context);
  const { clientIp } = getRequestScope(context);
  const dryRun = new URL(request.url).searchParams.get("dryRun") === "1";
  try {
    return json(await importProductsCsv(db, csv, { apply: !dryRun, actor, ipAddress: clientIp }));
  } catch (error) {
    return domainErrorResponse(error);
  }
}
