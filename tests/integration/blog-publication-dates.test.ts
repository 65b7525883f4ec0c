import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { blogPosts } from "#app/db/schema/blog";
import { hashPassword } from "#app/features/auth/password.server";
import { formatPostDate } from "#app/features/blog/post-fields.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, createAppOver, jsonSender, signIn } from "#tests/support/test-app";

/*
 * Issue 27 item 13: unpublishing and publishing a post again keeps its first publication date;
 * the post's page says "Güncellendi: …" when what readers see changed on a later day. On PGlite
 * and PostgreSQL.
 */

type Post = { id: number; publishedAt: string | null; updatedAt: string };
const DAY = 24 * 60 * 60 * 1000;
const post = { title: "Depo güvenliği", slug: "depo-guvenligi", content: "İlk metin.", excerpt: "Kısa özet", isPublished: true };
const decode = (html: string) => html.replace(/<!-- -->/g, "");

describeEachDatabase("a post's publication and update dates", (getDatabase) => {
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let send: ReturnType<typeof jsonSender>;
  let current: Post;
  const put = async (changes: Record<string, unknown>) => {
    const response = await send("PUT", `/api/admin/blog/${current.id}`, { ...post, ...changes, updatedAt: current.updatedAt });
    expect(response.status).toBe(200);
    current = (await response.json()) as Post;
    return current;
  };
  // Rendered for this request, not from the page cache: on PostgreSQL the purge after a write
  // arrives by NOTIFY a moment later, and this file is about the dates a render shows.
  const page = async () => decode(await (await request(`/blog/${post.slug}`, { headers: { cookie: "test=taze" } })).text());
  /** The post as if published `days` days ago, its content last changed then too. */
  const backdate = async (days: number) => {
    const then = new Date(Date.now() - days * DAY);
    await getDatabase().db.update(blogPosts).set({ publishedAt: then, contentUpdatedAt: then }).where(eq(blogPosts.id, current.id));
    current = (await (await send("GET", `/api/admin/blog/${current.id}`)).json()) as Post;
    return then;
  };

  beforeAll(async () => {
    await getDatabase().db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
    ({ request } = await createAppOver(getDatabase()));
    const cookie = await signIn(request);
    send = jsonSender(request, () => cookie);
    current = (await (await send("POST", "/api/admin/blog", post)).json()) as Post;
  });

  it("keeps the first publication date when the post is unpublished and published again", async () => {
    const first = await backdate(30);
    expect((await put({ isPublished: false })).publishedAt).toBe(first.toISOString());
    expect((await request(`/blog/${post.slug}`)).status).toBe(404);
    expect((await put({ isPublished: true })).publishedAt).toBe(first.toISOString());
    const html = await page();
    expect(html).toContain(`<time dateTime="${first.toISOString()}">${formatPostDate(first)}</time>`);
    expect(html).toContain(`"datePublished":"${first.toISOString()}"`);
    // Publishing again, or a change to the meta fields, is not an update.
    await put({ metaTitle: "Depo güvenliği rehberi", keywords: "depo, kamera" });
    expect(await page()).not.toContain("Güncellendi");
  });

  it("says 'Güncellendi: …' once the content changed on a later day, with that day as the modified time", async () => {
    const updated = await put({ content: "Yeni bölüm eklendi." });
    const html = await page();
    const today = formatPostDate(new Date());
    expect(html).toMatch(new RegExp(`Güncellendi: <time dateTime="([^"]+)">${today}</time>`));
    const modified = /Güncellendi: <time dateTime="([^"]+)"/.exec(html)![1]!;
    expect(new Date(modified).getTime()).toBeGreaterThanOrEqual(new Date(updated.updatedAt).getTime() - 1000);
    expect(html).toContain(`<meta property="article:modified_time" content="${modified}"/>`);
    expect(html).toContain(`"dateModified":"${modified}"`);
  });

  it("says nothing for a change on the day of publication", async () => {
    await getDatabase().db.update(blogPosts).set({ publishedAt: new Date(), contentUpdatedAt: new Date() }).where(eq(blogPosts.id, current.id));
    current = (await (await send("GET", `/api/admin/blog/${current.id}`)).json()) as Post;
    await put({ title: "Depo güvenliği (düzeltildi)" });
    expect(await page()).not.toContain("Güncellendi");
  });
});
