import { getRequestScope, getServices } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { domainErrorResponse, json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-scrape-products";
import type { startSupplierImport as StartSupplierImport } from "#app/composition/supplier-import.server";

export const loader = adminWritesOnlyLoader;

/** How long this synchronous endpoint waits for the job (the server's request limit is 120 s). */
const WAIT_MS = 90_000;

/**
 * POST: the synchronous contract of the README's API reference, `{insertedCount, scrapedCount}`.
 * The import runs as a job; when it outlasts the wait, the answer is 202 with the job to follow at
 * `/api/admin/imports/{id}`.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  // The supplier import (cheerio, undici, htmlmetaparser: ~35 MB) loads on first use, not at start-up (ADR 027).
  const { startSupplierImport } = await import("#app/composition/supplier-import.server");
  let started: Awaited<ReturnType<typeof StartSupplierImport>>;
  try {
    started = await startSupplierImport(getServices(context), getRequestScope(context), actor);
  } catch (error) {
    return domainErrorResponse(error);
  }
  let timer: NodeJS.Timeout | undefined;
  const finished = await Promise.race([started.done, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), WAIT_MS)))]);
  clearTimeout(timer);
  if (!finished) return json({ jobId: started.job.id, message: "İçe aktarma sürüyor; ilerlemesini ürünler sayfasından izleyebilirsiniz." }, { status: 202 });
  if (finished.status === "failed") return jsonError(502, `Veri çekilirken bir hata oluştu. ${finished.error ?? ""}`.trim(), { jobId: finished.id });
  const result = finished.result!;
  return json({ insertedCount: result.insertedCount, scrapedCount: result.scrapedCount, errors: result.errors, jobId: finished.id });
}
