import path from "node:path";
import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { fixProductImages } from "#app/features/data-cleanup/data-cleanup.server";
import { json, jsonError } from "#app/lib/http.server";
import type { Route } from "./+types/admin-fix-images";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return jsonError(405, "Bu yöntem desteklenmiyor.");
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp } = getAppContext(context);
  // Files served to the public: the built client (public/ copied in) and, in development, public/.
  const publicDirs = [path.resolve("build/client"), path.resolve("public")];
  return json(await fixProductImages(db, { publicDirs, actor, ipAddress: clientIp }));
}
