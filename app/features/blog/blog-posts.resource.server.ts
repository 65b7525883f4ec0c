import { desc, eq } from "drizzle-orm";
import { createRow, deleteRow, updateRow, type EntityNames } from "#app/db/admin-write.server";
import type { Tx } from "#app/db/client.server";
import { pointOldAddress, releaseAddress } from "#app/db/redirects.server";
import { blogPosts } from "#app/db/schema/blog";
import { selectColumns } from "#app/db/select-columns";
import { defineResourceServer } from "#app/http/admin-resource.server";
import { DomainError } from "#app/lib/errors";
import { blogPostsResource, postItemSchema, postRowSchema } from "./blog-posts.resource";

const names: EntityNames = {
  auditType: "blog-post",
  notFound: "Blog yazısı bulunamadı.",
  conflict: "Bu yazı siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.",
};
const rowColumns = selectColumns(blogPosts, postRowSchema);
/** What readers see of a post: a change to one of these is an update the post's page mentions. */
const CONTENT_FIELDS = ["title", "content", "excerpt", "imageUrl"] as const;
const itemColumns = selectColumns(blogPosts, postItemSchema);
const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

async function requireFreeSlug(tx: Tx, slug: string, exceptId?: number) {
  const [taken] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  if (taken && taken.id !== exceptId) {
    throw new DomainError("conflict", "Bu kısa ad başka bir yazıda kullanılıyor.", { slug: ["Bu kısa ad başka bir yazıda kullanılıyor."] });
  }
}

export const blogPostsServer = defineResourceServer({
  resource: blogPostsResource,
  notFoundMessage: names.notFound,
  auditType: names.auditType,
  /** Every post, drafts included, newest first. */
  list: (db) => db.select(rowColumns).from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id)),
  get: async (db, id) => (await db.select(itemColumns).from(blogPosts).where(eq(blogPosts.id, id)).limit(1))[0],
  /** The author is the signed-in user; publishedAt is now when published, empty for a draft. */
  create: (db, input, options) =>
    createRow(
      db,
      {
        table: blogPosts,
        names,
        prepare: async (tx) => {
          await requireFreeSlug(tx, input.slug);
          await releaseAddress(tx, postPath(input.slug));
          const now = new Date();
          return { ...input, authorId: options.actor.id, publishedAt: input.isPublished ? now : null, contentUpdatedAt: now };
        },
        describe: (row) => ({ title: row.title }),
      },
      options,
    ),
  /**
   * `publishedAt` is the first publication, whatever happens after: unpublishing keeps it, and
   * publishing again does not move it (issue 27, item 13). A change to what readers see stamps
   * `contentUpdatedAt`. A published post's new slug leaves its old address answering 301 with the
   * new one, in the same transaction (ADR 043).
   */
  update: (db, { id, input, expectedUpdatedAt }, options) =>
    updateRow(
      db,
      {
        table: blogPosts,
        names,
        id,
        expectedUpdatedAt,
        prepare: async (tx, current) => {
          await requireFreeSlug(tx, input.slug, id);
          if (input.slug !== current.slug) {
            if (current.publishedAt) await pointOldAddress(tx, postPath(current.slug), postPath(input.slug));
            else await releaseAddress(tx, postPath(input.slug));
          }
          const contentChanged = CONTENT_FIELDS.some((field) => input[field] !== current[field]);
          return {
            ...input,
            publishedAt: current.publishedAt ?? (input.isPublished ? new Date() : null),
            ...(contentChanged && { contentUpdatedAt: new Date() }),
          };
        },
        describe: (row) => ({ title: row.title }),
      },
      options,
    ),
  remove: (db, { id }, options) => deleteRow(db, { table: blogPosts, names, id, describe: (row) => ({ title: row.title }) }, options),
});
