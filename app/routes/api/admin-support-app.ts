import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { deleteSupportApp, patchSupportApp, updateSupportApp } from "#app/features/support/admin-support.server";
import { supportAppPatchSchema, supportAppUpdateSchema } from "#app/features/support/support-app.schema";
import { domainErrorResponse, json, jsonError, parseId, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-support-app";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return jsonError(405, "Bu yöntem desteklenmiyor.");
}

/** PUT: replace (with updatedAt); PATCH: partial, e.g. the active toggle; DELETE: remove. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  const id = parseId(params.id);
  const { db, clientIp } = getAppContext(context);
  const options = { actor, ipAddress: clientIp };
  try {
    switch (request.method) {
      case "PUT": {
        const { updatedAt, ...input } = await readJson(request, supportAppUpdateSchema);
        return json(await updateSupportApp(db, { id, input, expectedUpdatedAt: new Date(updatedAt) }, options));
      }
      case "PATCH":
        return json(await patchSupportApp(db, { id, patch: await readJson(request, supportAppPatchSchema) }, options));
      case "DELETE":
        await deleteSupportApp(db, { id }, options);
        return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
      default:
        return jsonError(405, "Bu yöntem desteklenmiyor.");
    }
  } catch (error) {
    return domainErrorResponse(error);
  }
}
