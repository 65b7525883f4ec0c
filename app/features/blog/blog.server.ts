import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/blog";

/** A published post by slug, or undefined for drafts and unknown slugs. */
export async function getPublishedPost(db: Db, { slug }: { slug: string }) {
  const [post] = await db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      content: blogPosts.content,
      excerpt: blogPosts.excerpt,
      imageUrl: blogPosts.imageUrl,
      publishedAt: blogPosts.publishedAt,
      metaTitle: blogPosts.metaTitle,
      metaDescription: blogPosts.metaDescription,
      keywords: blogPosts.keywords,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
    .limit(1);
  return post;
}
