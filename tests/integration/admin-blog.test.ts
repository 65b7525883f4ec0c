import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { blogPosts } from "#app/db/schema/blog";
import { describeSignedIn } from "#tests/support/test-app";

type Post = { id: number; slug: string; authorId: number | null; publishedAt: string | null; updatedAt: string };
const draft = { title: "Kış aylarında kamera bakımı", slug: "kis-aylarinda-kamera-bakimi", content: "Metin", isPublished: false };

describeSignedIn("admin blog API", (ctx) => {
  const { send } = ctx;

  let post: Post;

  it("creates a draft with the session's author, ignoring a client-sent authorId and publishedAt", async () => {
    const response = await send("POST", "/api/admin/blog", { ...draft, authorId: 999, publishedAt: "2020-01-01T00:00:00Z" });
    expect(response.status).toBe(201);
    post = await response.json();
    expect(post.authorId).toBe(ctx.adminId);
    expect(post.publishedAt).toBeNull();
  });

  it("answers 409 for a duplicate slug and 400 for a malformed one", async () => {
    const duplicate = await send("POST", "/api/admin/blog", draft);
    expect(duplicate.status).toBe(409);
    expect(((await duplicate.json()) as { message: string }).message).toMatch(/kısa ad/);
    expect((await send("POST", "/api/admin/blog", { ...draft, slug: "Büyük Harf" })).status).toBe(400);
  });

  it("sets publishedAt when published, keeps it on later edits and when unpublished", async () => {
    const published = await send("PUT", `/api/admin/blog/${post.id}`, { ...draft, isPublished: true, updatedAt: post.updatedAt });
    expect(published.status).toBe(200);
    const first = (await published.json()) as Post;
    expect(first.publishedAt).not.toBeNull();

    const edited = (await (await send("PUT", `/api/admin/blog/${post.id}`, { ...draft, title: "Yeni başlık", isPublished: true, updatedAt: first.updatedAt })).json()) as Post;
    expect(edited.publishedAt).toBe(first.publishedAt);
    // Rendered for this request (a cookie): on PostgreSQL the purge after a write arrives by NOTIFY a moment later.
    const postPage = () => ctx.request(`/blog/${draft.slug}`, { headers: { cookie: "test=taze" } });
    expect((await postPage()).status).toBe(200);

    const unpublished = (await (await send("PUT", `/api/admin/blog/${post.id}`, { ...draft, isPublished: false, updatedAt: edited.updatedAt })).json()) as Post;
    expect(unpublished.publishedAt).toBe(first.publishedAt);
    expect((await postPage()).status).toBe(404);
    post = unpublished;
  });

  it("refuses a stale edit with 409", async () => {
    const stale = await send("PUT", `/api/admin/blog/${post.id}`, { ...draft, updatedAt: "2020-01-01T00:00:00.000Z" });
    expect(stale.status).toBe(409);
  });

  it("deletes", async () => {
    expect((await send("DELETE", `/api/admin/blog/${post.id}`)).status).toBe(204);
    expect(await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toEqual([]);
  });
});
