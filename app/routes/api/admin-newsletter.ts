import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { listSubscribers } from "#app/features/newsletter/admin-newsletter.server";
import { json } from "#app/lib/http.server";
import type { Route } from "./+types/admin-newsletter";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listSubscribers(getAppContext(context).db));
}
