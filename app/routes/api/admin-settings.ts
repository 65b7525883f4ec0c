import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { siteSettingsUpdateSchema } from "#app/features/site-settings/site-settings.schema";
import { getEditableSiteSettings, saveSiteSettings } from "#app/features/site-settings/site-settings.server";
import { domainErrorResponse, json, jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/admin-settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const { db, supplierUrl } = getServices(context);
  return json(await getEditableSiteSettings(db, { supplierUrlFallback: supplierUrl }));
}

/** PUT: saves every setting at once; a stale `updatedAt` answers 409. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "PUT") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, supplierUrl } = getServices(context);
  const { clientIp } = getRequestScope(context);
  const { updatedAt, ...input } = await readJson(request, siteSettingsUpdateSchema);
  try {
    await saveSiteSettings(db, { input, expectedUpdatedAt: updatedAt ? new Date(updatedAt) : null, supplierUrlFallback: supplierUrl }, { actor, ipAddress: clientIp });
    return json(await getEditableSiteSettings(db, { supplierUrlFallback: supplierUrl }));
  } catch (error) {
    return domainErrorResponse(error);
  }
}
