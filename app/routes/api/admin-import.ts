import { getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { json, jsonError, parseId } from "#app/http/json.server";
import type { Route } from "./+types/admin-import";

/** GET: one import job's status, progress, result and error. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  // The supplier import (cheerio, undici, htmlmetaparser: ~35 MB) loads on first use, not at start-up (ADR 027).
  const { getImportJob } = await import("#app/features/supplier-import/supplier-import.server");
  const job = await getImportJob(getServices(context).db, parseId(params.id));
  return job ? json(job) : jsonError(404, "İçe aktarma bulunamadı.");
}
