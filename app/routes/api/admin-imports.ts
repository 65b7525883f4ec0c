import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { domainErrorResponse, json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-imports";

/** GET: the last 10 import runs, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  // The supplier import (cheerio, undici, htmlmetaparser: ~35 MB) loads on first use, not at start-up (ADR 027).
  const { listImportJobs } = await import("#app/features/supplier-import/supplier-import.server");
  return json(await listImportJobs(getServices(context).db));
}

/** POST: starts an import in the background and answers 202 with the job to follow. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { startSupplierImport } = await import("#app/composition/supplier-import.server");
  try {
    const { job } = await startSupplierImport(getServices(context), getRequestScope(context), actor);
    return json(job, { status: 202 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
