import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { createBrand } from "#app/features/brands/admin-brands.server";
import { brandFormSchema } from "#app/features/brands/brand-form.schema";
import { listAllBrands } from "#app/features/brands/brands.server";
import { domainErrorResponse, json, jsonError, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-brands";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listAllBrands(getAppContext(context).db));
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp } = getAppContext(context);
  const input = await readJson(request, brandFormSchema);
  try {
    return json(await createBrand(db, input, { actor, ipAddress: clientIp }), { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
