import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { supplierSetupSchema } from "#app/features/supplier-import/supplier-profile.schema";
import { json, jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/admin-supplier-profile";

/** GET: the catalogue address and the profile the import uses (the default profile until one is saved). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const { db, supplierUrl } = getServices(context);
  // The supplier import (cheerio, undici, htmlmetaparser: ~35 MB) loads on first use, not at start-up (ADR 027).
  const { getSupplierSetup } = await import("#app/features/supplier-import/supplier-import.server");
  return json(await getSupplierSetup(db, { catalogueUrlFallback: supplierUrl }));
}

/** PUT `{catalogueUrl, profile}`: the guided form's save; an invalid field is 400 with its Turkish message. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "PUT") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db } = getServices(context);
  const { clientIp } = getRequestScope(context);
  const setup = await readJson(request, supplierSetupSchema);
  const [{ selectorSyntaxErrors }, { saveSupplierSetup }] = await Promise.all([
    import("#app/features/supplier-import/parse-catalogue"),
    import("#app/features/supplier-import/supplier-import.server"),
  ]);
  const fieldErrors = selectorSyntaxErrors(setup.profile);
  if (Object.keys(fieldErrors).length > 0) return jsonError(400, Object.values(fieldErrors)[0]![0]!, { fieldErrors });
  await saveSupplierSetup(db, setup, { actor, ipAddress: clientIp });
  return json({ ...setup, isDefault: false });
}
