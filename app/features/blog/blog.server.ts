import { and, desc, eq, sql } from "drizzle-orm";
import { SAMPLE_BLOG_POSTS } from "#app/content/sample-blog-posts";
import type { Db } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/blog";
import { excerptOf, metaDescriptionOf, toPostPage, toPostSummary } from "./post-fields.server";

const isPublished = eq(blogPosts.isPublished, true);
/** Newest first; a published post without a date (written straight into the database) goes last. */
const newestFirst = [sql`${blogPosts.publishedAt} desc nulls last`, desc(blogPosts.id)];

const listColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  imageUrl: blogPosts.imageUrl,
  publishedAt: blogPosts.publishedAt,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
};

/** Published posts, newest first. */
export async function listPublishedPosts(db: Db, { limit }: { limit?: number } = {}) {
  const query = db.select(listColumns).from(blogPosts).where(isPublished).orderBy(...newestFirst);
  return limit === undefined ? query : query.limit(limit);
}

/** A published post by slug, or undefined for drafts and unknown slugs. */
export async function getPublishedPost(db: Db, { slug }: { slug: string }) {
  const [post] = await db
    .select({
      ...listColumns,
      metaTitle: blogPosts.metaTitle,
      metaDescription: blogPosts.metaDescription,
      keywords: blogPosts.keywords,
      contentUpdatedAt: blogPosts.contentUpdatedAt,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  return post;
}

async function hasPublishedPost(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(isPublished).limit(1);
  return row !== undefined;
}

/** GET /api/blog items and the feed's, with the excerpt fallback applied. */
export async function listApiPosts(db: Db, { limit }: { limit?: number } = {}) {
  const posts = await listPublishedPosts(db, { limit });
  return posts.map((post) => ({ ...post, excerpt: excerptOf(post) }));
}

/** GET /api/blog/{slug}: also metaDescription (with its fallback) and keywords. */
export async function getApiPost(db: Db, { slug }: { slug: string }) {
  const post = await getPublishedPost(db, { slug });
  if (!post) return undefined;
  const { metaTitle: _metaTitle, contentUpdatedAt: _contentUpdatedAt, ...fields } = post;
  return { ...fields, excerpt: excerptOf(post), metaDescription: metaDescriptionOf(post) };
}

/**
 * The /blog list: published posts, or the six sample posts while none is published
 * (docs/product.md#blog). `samples` tells the page which it got.
 */
export async function loadBlogListing(db: Db) {
  const posts = await listPublishedPosts(db);
  if (posts.length > 0) return { samples: false, posts: posts.map(toPostSummary) };
  return { samples: true, posts: SAMPLE_BLOG_POSTS.map((post) => toPostSummary(samplePostRecord(post))) };
}

/**
 * A post's page: the published post with that slug; else, while no post is published, the sample
 * post with that slug (its page is marked noindex); else undefined (404).
 */
export async function loadPostPage(db: Db, { slug, siteOrigin }: { slug: string; siteOrigin: string }) {
  const post = await getPublishedPost(db, { slug });
  if (post) return { sample: false, post: toPostPage(post, { siteOrigin }) };
  const sample = SAMPLE_BLOG_POSTS.find((candidate) => candidate.slug === slug);
  if (sample && !(await hasPublishedPost(db))) return { sample: true, post: toPostPage(samplePostRecord(sample), { siteOrigin }) };
  return undefined;
}

function samplePostRecord(post: (typeof SAMPLE_BLOG_POSTS)[number]) {
  return { ...post, publishedAt: new Date(post.publishedAt), metaTitle: null, metaDescription: null, contentUpdatedAt: null };
}
