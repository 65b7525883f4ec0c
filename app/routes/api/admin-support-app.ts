import { getAppContext } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { deleteSupportApp, patchSupportApp, updateSupportApp } from "#app/features/support/admin-support.server";
import { supportAppPatchSchema, supportAppUpdateSchema } from "#app/features/support/support-app.schema";
import { itemWrite, parseId, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-support-app";

export const loader = adminWritesOnlyLoader;

/** PUT: replace (with updatedAt); PATCH: partial, e.g. the active toggle; DELETE: remove. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  const id = parseId(params.id);
  const { db, clientIp } = getAppContext(context);
  const options = { actor, ipAddress: clientIp };
  return itemWrite(request, {
    PUT: async () => {
      const { updatedAt, ...input } = await readJson(request, supportAppUpdateSchema);
      return updateSupportApp(db, { id, input, expectedUpdatedAt: new Date(updatedAt) }, options);
    },
    PATCH: async () => patchSupportApp(db, { id, patch: await readJson(request, supportAppPatchSchema) }, options),
    DELETE: () => deleteSupportApp(db, { id }, options),
  });
}
