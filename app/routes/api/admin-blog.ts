import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { listAdminPosts } from "#app/features/blog/admin-blog.server";
import { json } from "#app/lib/http.server";
import type { Route } from "./+types/admin-blog";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listAdminPosts(getAppContext(context).db));
}
