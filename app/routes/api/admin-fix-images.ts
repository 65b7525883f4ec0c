import path from "node:path";
import { getRequestScope, getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { fixProductImages, previewImageFixes } from "#app/features/data-cleanup/data-cleanup.server";
import { MEDIA_URL_PREFIX } from "#app/features/media/media.server";
import { json, jsonError } from "#app/http/json.server";
import type { Route } from "./+types/admin-fix-images";

/** Files served to the public: the built client (public/ copied in), public/ in development, uploads. */
const servedDirs = (mediaDir: string) => [
  { prefix: "/", dir: path.resolve("build/client") },
  { prefix: "/", dir: path.resolve("public") },
  { prefix: MEDIA_URL_PREFIX, dir: mediaDir },
];

/** GET: how many products a fix would change (`{ count, message }`), for the confirmation; changes nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const { db, mediaDir } = getServices(context);
  return json(await previewImageFixes(db, servedDirs(mediaDir)));
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, mediaDir } = getServices(context);
  const { clientIp } = getRequestScope(context);
  return json(await fixProductImages(db, { servedDirs: servedDirs(mediaDir), actor, ipAddress: clientIp }));
}
