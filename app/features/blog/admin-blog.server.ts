import { desc } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/blog";

/** Every post, drafts included, newest first: the admin list. */
export async function listAdminPosts(db: Db, { limit }: { limit?: number } = {}) {
  const query = db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      isPublished: blogPosts.isPublished,
      publishedAt: blogPosts.publishedAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
  return limit ? query.limit(limit) : query;
}
