import { z } from "zod";
import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { getSupplierProfile, saveSupplierProfile } from "#app/features/supplier-import/supplier-import.server";
import { supplierProfileSchema } from "#app/features/supplier-import/supplier-profile.schema";
import { json, jsonError, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-supplier-profile";

/** GET: the supplier profile the import uses (the default one until a profile is saved). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await getSupplierProfile(getAppContext(context).db));
}

/** PUT: replaces the profile; an invalid one is 400 with the field that is wrong. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "PUT") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp } = getAppContext(context);
  const parsed = supplierProfileSchema.safeParse(await readJson(request, z.unknown()));
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join(".") || "profil";
    return jsonError(400, `Tedarikçi profili geçersiz: "${where}" alanını kontrol edin.`, { fieldErrors: { [where]: ["Geçersiz değer."] } });
  }
  await saveSupplierProfile(db, parsed.data, { actor, ipAddress: clientIp });
  return json({ profile: parsed.data, isDefault: false });
}
