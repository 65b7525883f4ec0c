import { getServices } from "#app/app-context.server";
import { listApiPosts } from "#app/features/blog/blog.server";
import type { Route } from "./+types/blog";

/** GET /api/blog: published posts, newest first; sample posts are never listed here. */
export async function loader({ context }: Route.LoaderArgs) {
  return Response.json(await listApiPosts(getServices(context).db));
}
