import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { listDocuments } from "#app/features/content/content.server";
import { json } from "#app/http/json.server";
import type { Route } from "./+types/admin-content";

/** GET: every content document with its state (published, draft, schedule), for the admin's list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listDocuments(getAppContext(context).db));
}
