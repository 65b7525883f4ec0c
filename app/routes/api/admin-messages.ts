import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { listMessages } from "#app/features/contact/contact.server";
import { json } from "#app/lib/http.server";
import type { Route } from "./+types/admin-messages";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listMessages(getAppContext(context).db));
}
