import { desc, eq } from "drizzle-orm";
import { createRow, deleteRow, updateRow, type EntityNames } from "#app/db/admin-write.server";
import type { Tx } from "#app/db/client.server";
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
const itemColumns = selectColumns(blogPosts, postItemSchema);

async function requireFreeSlug(tx: Tx, slug: string, exceptId?: number) {
  const [taken] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  if (taken && taken.id !== exceptId) {
    throw new DomainError("conflict", "Bu kısa ad başka bir yazıda kullanılıyor.", { slug: ["Bu kısa ad başka bir yazıda kullanılıyor."] });
  }
}

export const blogPostsServer = defineResourceServer({
  resource: blogPostsResource,
  notFoundMessage: names.notFound,
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
          return { ...input, authorId: options.actor.id, publishedAt: input.isPublished ? new Date() : null };
        },
        describe: (row) => ({ title: row.title }),
      },
      options,
    ),
  /** A post that stays published keeps its first publication date; unpublishing clears it. */
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
          return { ...input, publishedAt: input.isPublished ? (current.publishedAt ?? new Date()) : null };
        },
        describe: (row) => ({ title: row.title }),
      },
      options,
    ),
  remove: (db, { id }, options) => deleteRow(db, { table: blogPosts, names, id, describe: (row) => ({ title: row.title }) }, options),
});
