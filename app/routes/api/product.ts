import { getServices } from "#app/app-context.server";
import { productIdSchema } from "#app/features/catalog/catalog.schema";
import { getActiveProduct } from "#app/features/catalog/catalog.server";
import type { Route } from "./+types/product";

/** GET /api/products/{id}: one active product; 400 for an id that is not a positive integer, 404 when missing or passive. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = productIdSchema.safeParse(params.id);
  if (!id.success) return Response.json({ message: "Ürün numarası pozitif bir tam sayı olmalıdır." }, { status: 400 });
  const product = await getActiveProduct(getServices(context).db, { id: id.data });
  if (!product) return Response.json({ message: "Ürün bulunamadı." }, { status: 404 });
  return Response.json(product);
}
