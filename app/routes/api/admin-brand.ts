import { getAppContext } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { deleteBrand, updateBrand } from "#app/features/brands/admin-brands.server";
import { brandUpdateSchema } from "#app/features/brands/brand-form.schema";
import { itemWrite, parseId, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-brand";

export const loader = adminWritesOnlyLoader;

/** PUT: edit (renaming cascades to products); DELETE: refused with 409 while products use it. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  const id = parseId(params.id);
  const { db, clientIp } = getAppContext(context);
  const options = { actor, ipAddress: clientIp };
  return itemWrite(request, {
    PUT: async () => {
      const { updatedAt, ...input } = await readJson(request, brandUpdateSchema);
      return updateBrand(db, { id, input, expectedUpdatedAt: new Date(updatedAt) }, options);
    },
    DELETE: () => deleteBrand(db, { id }, options),
  });
}
