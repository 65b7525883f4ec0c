import path from "node:path";
import { getAppContext } from "#app/app-context.server";
import { adminWritesOnlyLoader, requireAdminApi } from "#app/features/auth/guard.server";
import { fixProductImages } from "#app/features/data-cleanup/data-cleanup.server";
import { MEDIA_URL_PREFIX } from "#app/features/media/media.server";
import { json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-fix-images";

export const loader = adminWritesOnlyLoader;

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp, mediaDir } = getAppContext(context);
  // Files served to the public: the built client (public/ copied in), public/ in development, uploads.
  const servedDirs = [
    { prefix: "/", dir: path.resolve("build/client") },
    { prefix: "/", dir: path.resolve("public") },
    { prefix: MEDIA_URL_PREFIX, dir: mediaDir },
  ];
  return json(await fixProductImages(db, { servedDirs, actor, ipAddress: clientIp }));
}
