import { getServices } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { listPendingInvitations } from "#app/features/auth/staff.server";
import { json } from "#app/http/json.server";
import type { Route } from "./+types/admin-invitations";

/** GET /api/admin/invitations: the pending invitations (unused, not withdrawn, unexpired), newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listPendingInvitations(getServices(context).db));
}

