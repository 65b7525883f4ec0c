import { getServices } from "#app/app-context.server";
import { listPublicMobileApps, SUPPORT_LIST_CACHE_CONTROL } from "#app/features/support/support.server";
import { json } from "#app/http/json.server";
import type { Route } from "./+types/support-mobile-apps";

/** GET /api/support/mobile-apps: active mobile apps; the Android link falls back to downloadUrl. */
export async function loader({ context }: Route.LoaderArgs) {
  return json(await listPublicMobileApps(getServices(context).db), { headers: { "Cache-Control": SUPPORT_LIST_CACHE_CONTROL } });
}
