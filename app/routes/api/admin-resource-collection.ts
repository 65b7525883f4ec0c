import { getRequestScope, getServices } from "#app/app-context.server";
import { adminResourceNamed } from "#app/composition/admin-resources.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { createResponse, listResponse } from "#app/http/admin-resource.server";
import type { Route } from "./+types/admin-resource-collection";

/** `GET /api/admin/{resource}`: the list; one module for every admin resource (app/routes.ts). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return listResponse(adminResourceNamed(params.resource), request, getServices(context).db);
}

/** `POST /api/admin/{resource}`: create, 201 with the item; 405 where the resource has no create. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  const { db, siteOrigin, isLivePath } = getServices(context);
  const { clientIp } = getRequestScope(context);
  return createResponse(adminResourceNamed(params.resource), request, db, { actor, ipAddress: clientIp, site: { origin: siteOrigin, isLivePath } });
}
