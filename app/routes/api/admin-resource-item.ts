import { getRequestScope, getServices } from "#app/app-context.server";
import { adminResourceNamed } from "#app/composition/admin-resources.server";
import { deleteUnusedUploads } from "#app/composition/upload-cleanup.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { itemResponse, itemWriteResponse } from "#app/http/admin-resource.server";
import { parseId } from "#app/http/json.server";
import type { Route } from "./+types/admin-resource-item";

/** `GET /api/admin/{resource}/{id}`: the item, which PUT accepts back; one module for every admin resource. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return itemResponse(adminResourceNamed(params.resource), getServices(context).db, parseId(params.id));
}

/**
 * PUT (with the `updatedAt` read), PATCH (some fields), DELETE (204); 405 for what the resource lacks.
 * Once a write has committed, the uploads its row no longer names and nothing else uses are deleted.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  const { db, mediaDir, siteOrigin, isLivePath } = getServices(context);
  const { clientIp, logger } = getRequestScope(context);
  return itemWriteResponse(adminResourceNamed(params.resource), request, db, parseId(params.id), {
    actor,
    ipAddress: clientIp,
    afterCommit: deleteUnusedUploads({ db, mediaDir, logger }),
    site: { origin: siteOrigin, isLivePath },
  });
}
