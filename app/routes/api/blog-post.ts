import { getServices } from "#app/app-context.server";
import { getApiPost } from "#app/features/blog/blog.server";
import type { Route } from "./+types/blog-post";

/** GET /api/blog/{slug}: one published post with metaDescription and keywords; drafts and unknown slugs 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const post = await getApiPost(getServices(context).db, { slug: params.slug });
  if (!post) return Response.json({ message: "Blog yazısı bulunamadı." }, { status: 404 });
  return Response.json(post);
}
