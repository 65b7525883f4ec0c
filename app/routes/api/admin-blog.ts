import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { createPost, listAdminPosts } from "#app/features/blog/admin-blog.server";
import { postFormSchema } from "#app/features/blog/post-form.schema";
import { domainErrorResponse, json, jsonError, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-blog";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  return json(await listAdminPosts(getAppContext(context).db));
}

/** POST: create a post; a client-sent authorId or publishedAt is ignored (the schema drops them). */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp } = getAppContext(context);
  const input = await readJson(request, postFormSchema);
  try {
    return json(await createPost(db, input, { actor, ipAddress: clientIp }), { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}
