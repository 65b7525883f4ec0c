import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { createSupportApp, listAdminSupportApps } from "#app/features/support/admin-support.server";
import { supportAppFormSchema } from "#app/features/support/support-app.schema";
import { domainErrorResponse, json, jsonError, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-support-apps";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listAdminSupportApps(getAppContext(context).db));
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp } = getAppContext(context);
  const input = await readJson(request, supportAppFormSchema);
  try {
    return json(await createSupportApp(db, input, { actor, ipAddress: clientIp }), { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
