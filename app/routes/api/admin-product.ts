import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { deleteProduct, getAdminProduct, updateProduct } from "#app/features/catalog/admin-catalog.server";
import { productUpdateSchema } from "#app/features/catalog/product-form.schema";
import { domainErrorResponse, json, jsonError, parseId, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-product";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const product = await getAdminProduct(getAppContext(context).db, { id: parseId(params.id) });
  return product ? json(product) : jsonError(404, "Ürün bulunamadı.");
}

/** PUT: edit (with the `updatedAt` the form loaded); DELETE: remove. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  const id = parseId(params.id);
  const { db, clientIp } = getAppContext(context);
  try {
    if (request.method === "PUT") {
      const { updatedAt, ...input } = await readJson(request, productUpdateSchema);
      return json(await updateProduct(db, { id, input, expectedUpdatedAt: new Date(updatedAt) }, { actor, ipAddress: clientIp }));
    }
    if (request.method === "DELETE") {
      await deleteProduct(db, { id }, { actor, ipAddress: clientIp });
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    }
    return jsonError(405, "Bu yöntem desteklenmiyor.");
  } catch (error) {
    return domainErrorResponse(error);
  }
}
