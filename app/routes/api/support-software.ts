import { getServices } from "#app/app-context.server";
import { listPublicSoftware, SUPPORT_LIST_CACHE_CONTROL } from "#app/features/support/support.server";
import { json } from "#app/http/json.server";
import type { Route } from "./+types/support-software";

/** GET /api/support/software: active software items, each with its platform (Windows by default). */
export async function loader({ context }: Route.LoaderArgs) {
  return json(await listPublicSoftware(getServices(context).db), { headers: { "Cache-Control": SUPPORT_LIST_CACHE_CONTROL } });
}
