import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { deleteBrand, updateBrand } from "#app/features/brands/admin-brands.server";
import { brandUpdateSchema } from "#app/features/brands/brand-form.schema";
import { domainErrorResponse, json, jsonError, parseId, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-brand";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return jsonError(405, "Bu yöntem desteklenmiyor.");
}

/** PUT: edit (renaming cascades to products); DELETE: refused with 409 while products use it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  const id = parseId(params.id);
  const { db, clientIp } = getAppContext(context);
  try {
    if (request.method === "PUT") {
      const { updatedAt, ...input } = await readJson(request, brandUpdateSchema);
      return json(await updateBrand(db, { id, input, expectedUpdatedAt: new Date(updatedAt) }, { actor, ipAddress: clientIp }));
    }
    if (request.method === "DELETE") {
      await deleteBrand(db, { id }, { actor, ipAddress: clientIp });
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    }
    return jsonError(405, "Bu yöntem desteklenmiyor.");
  } catch (error) {
    return domainErrorResponse(error);
  }
}
