import { desc, eq } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db, Tx } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/blog";
import { conflict, DomainError, notFound } from "#app/lib/errors";
import type { PostFormValues } from "./post-form.schema";

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

type Actor = { id: number; username: string };
type WriteOptions = { actor: Actor; ipAddress?: string };

export async function getAdminPost(db: Db, { id }: { id: number }) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post;
}

async function requireFreeSlug(tx: Tx, slug: string, exceptId?: number) {
  const [taken] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  if (taken && taken.id !== exceptId) {
    throw new DomainError("conflict", "Bu kısa ad başka bir yazıda kullanılıyor.", { slug: ["Bu kısa ad başka bir yazıda kullanılıyor."] });
  }
}

/** The author is the signed-in user; publishedAt is now when published, empty for a draft. */
export async function createPost(db: Db, input: PostFormValues, { actor, ipAddress }: WriteOptions) {
  return db.transaction(async (tx) => {
    await requireFreeSlug(tx, input.slug);
    const [created] = await tx
      .insert(blogPosts)
      .values({ ...input, authorId: actor.id, publishedAt: input.isPublished ? new Date() : null })
      .returning();
    await recordAudit(tx, { user: actor, action: "create", entityType: "blog-post", entityId: created!.id, details: { title: created!.title }, ipAddress });
    return created!;
  });
}

/**
 * Optimistic concurrency as for products. A post that stays published keeps its first publication
 * date; unpublishing clears it.
 */
export async function updatePost(
  db: Db,
  { id, input, expectedUpdatedAt }: { id: number; input: PostFormValues; expectedUpdatedAt: Date },
  { actor, ipAddress }: WriteOptions,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update").limit(1);
    if (!current) throw notFound("Blog yazısı bulunamadı.");
    if (current.updatedAt.getTime() !== expectedUpdatedAt.getTime()) {
      throw conflict("Bu yazı siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.");
    }
    await requireFreeSlug(tx, input.slug, id);
    const publishedAt = input.isPublished ? (current.publishedAt ?? new Date()) : null;
    const [updated] = await tx
      .update(blogPosts)
      .set({ ...input, publishedAt, updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning();
    await recordAudit(tx, { user: actor, action: "update", entityType: "blog-post", entityId: id, details: { title: updated!.title }, ipAddress });
    return updated!;
  });
}

export async function deletePost(db: Db, { id }: { id: number }, { actor, ipAddress }: WriteOptions) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ title: blogPosts.title });
    if (!deleted) throw notFound("Blog yazısı bulunamadı.");
    await recordAudit(tx, { user: actor, action: "delete", entityType: "blog-post", entityId: id, details: { title: deleted.title }, ipAddress });
  });
}
