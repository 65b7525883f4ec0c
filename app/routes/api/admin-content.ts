import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { newLandingBodySchema } from "#app/features/content/content-admin.schema";
import { listDocuments } from "#app/features/content/content.server";
import { contentErrorResponse } from "#app/features/content/content-errors.server";
import { createLandingPage } from "#app/features/content/landing-pages.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/admin-content";

/** GET: every content document with its state (published, draft, schedule), for the admin's list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listDocuments(getServices(context).db));
}

/**
 * POST `{title, slug}`: a new landing page at `/<slug>`, as a draft (201). An address that is a route
 * of the site or another page answers 409 with the reason beside the field; a malformed one 400.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, isLivePath } = getServices(context);
  const { clientIp } = getRequestScope(context);
  const body = await readJson(request, newLandingBodySchema);
  try {
    return json(await createLandingPage(db, body, isLivePath, { actor, ipAddress: clientIp }), { status: 201 });
  } catch (error) {
    return contentErrorResponse(error);
  }
}
