import { getServices } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { supplierSetupSchema } from "#app/features/supplier-import/supplier-profile.schema";
import { json, jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/admin-supplier-preview";

export const loader = adminWritesOnlyLoader;

/**
 * POST `{catalogueUrl, profile}` (the form's unsaved values): the first 20 products as the import
 * would bring them in, what each lacks and why one would be skipped. Nothing is written.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const setup = await readJson(request, supplierSetupSchema);
  // The supplier import (cheerio, undici, htmlmetaparser: ~35 MB) loads on first use, not at start-up (ADR 027).
  const [{ selectorSyntaxErrors }, { SupplierFetchError }, { previewSupplierSetup }] = await Promise.all([
    import("#app/features/supplier-import/parse-catalogue"),
    import("#app/features/supplier-import/safe-fetch.server"),
    import("#app/composition/supplier-import.server"),
  ]);
  const fieldErrors = selectorSyntaxErrors(setup.profile);
  if (Object.keys(fieldErrors).length > 0) return jsonError(400, Object.values(fieldErrors)[0]![0]!, { fieldErrors });
  try {
    return json(await previewSupplierSetup(getServices(context), setup));
  } catch (error) {
    if (error instanceof SupplierFetchError) return jsonError(502, `Önizleme yapılamadı. ${error.message}`);
    throw error;
  }
}
