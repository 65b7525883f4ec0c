import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { listImportJobs } from "#app/features/supplier-import/supplier-import.server";
import { domainErrorResponse, json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-imports";
import { startSupplierImport } from "#app/composition/supplier-import.server";

/** GET: the last 10 import runs, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listImportJobs(getAppContext(context).db));
}

/** POST: starts an import in the background and answers 202 with the job to follow. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  try {
    const { job } = await startSupplierImport(getAppContext(context), actor);
    return json(job, { status: 202 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
