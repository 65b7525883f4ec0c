import { getAppContext } from "#app/app-context.server";
import { requireAdminApi } from "#app/features/auth/guard.server";
import { deletePost, getAdminPost, updatePost } from "#app/features/blog/admin-blog.server";
import { postUpdateSchema } from "#app/features/blog/post-form.schema";
import { itemWrite, json, jsonError, parseId, readJson } from "#app/lib/http.server";
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
  const options = { actor, ipAddress: clientIp };
  return itemWrite(request, {
    PUT: async () => {
      const { updatedAt, ...input } = await readJson(request, postUpdateSchema);
      return updatePost(db, { id, input, expectedUpdatedAt: new Date(updatedAt) }, options);
    },
    DELETE: () => deletePost(db, { id }, options),
  });
}
