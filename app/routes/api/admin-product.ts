import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { deleteProduct, getAdminProduct, updateProduct } from "#app/features/catalog/admin-catalog.server";
import { productUpdateSchema } from "#app/features/catalog/product-form.schema";
import { itemWrite, json, jsonError, parseId, readJson } from "#app/lib/http.server";
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
  const options = { actor, ipAddress: clientIp };
  return itemWrite(request, {
    PUT: async () => {
      const { updatedAt, ...input } = await readJson(request, productUpdateSchema);
      return updateProduct(db, { id, input, expectedUpdatedAt: new Date(updatedAt) }, options);
    },
    DELETE: () => deleteProduct(db, { id }, options),
  });
}
