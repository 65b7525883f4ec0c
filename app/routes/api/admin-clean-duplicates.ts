import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { cleanDuplicateProducts, previewDuplicateCleanup } from "#app/features/data-cleanup/data-cleanup.server";
import { json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-clean-duplicates";

/** GET: what a cleanup would delete (`{ count, message }`), for the confirmation; changes nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await previewDuplicateCleanup(getServices(context).db));
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db } = getServices(context);
  const { clientIp } = getRequestScope(context);
  return json(await cleanDuplicateProducts(db, { actor, ipAddress: clientIp }));
}
