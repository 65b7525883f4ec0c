import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { createProduct, listAdminProducts } from "#app/features/catalog/admin-catalog.server";
import { productFormSchema } from "#app/features/catalog/product-form.schema";
import { domainErrorResponse, json, jsonError, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-products";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listAdminProducts(getAppContext(context).db));
}

/** POST: create a product. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp } = getAppContext(context);
  const input = await readJson(request, productFormSchema);
  try {
    return json(await createProduct(db, input, { actor, ipAddress: clientIp }), { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
