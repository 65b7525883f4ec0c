import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { analyseSeo } from "#app/features/seo/seo-analysis.server";
import { json } from "#app/http/json.server";
import type { Route } from "./+types/admin-seo-analysis";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const { db, siteOrigin } = getAppContext(context);
  return json(await analyseSeo(db, siteOrigin));
}
