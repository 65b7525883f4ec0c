import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { deletePost, getAdminPost, updatePost } from "#app/features/blog/admin-blog.server";
import { postUpdateSchema } from "#app/features/blog/post-form.schema";
import { domainErrorResponse, json, jsonError, parseId, readJson } from "#app/lib/http.server";
import type { Route } from "./+types/admin-blog-post";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdminApi(request, context);
  const post = await getAdminPost(getAppContext(context).db, { id: parseId(params.id) });
  return post ? json(post) : jsonError(404, "Blog yazısı bulunamadı.");
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const actor = await requireAdminApi(request, context);
  const id = parseId(params.id);
  const { db, clientIp } = getAppContext(context);
  try {
    if (request.method === "PUT") {
      const { updatedAt, ...input } = await readJson(request, postUpdateSchema);
      return json(await updatePost(db, { id, input, expectedUpdatedAt: new Date(updatedAt) }, { actor, ipAddress: clientIp }));
    }
    if (request.method === "DELETE") {
      await deletePost(db, { id }, { actor, ipAddress: clientIp });
      return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    }
    return jsonError(405, "Bu yöntem desteklenmiyor.");
  } catch (error) {
    return domainErrorResponse(error);
  }
}
