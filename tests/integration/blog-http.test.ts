import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAMPLE_BLOG_POSTS } from "#app/content/sample-blog-posts";
import { blogPosts, type NewBlogPost } from "#app/db/schema/blog";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { DEMO_BLOG_POSTS } from "#app/db/seed/demo-blog-posts";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database";
import { createAppOver, TEST_ORIGIN } from "#tests/support/test-app";

type Request = Awaited<ReturnType<typeof createAppOver>>["request"];
type ApiPost = { id: number; slug: string; title: string; imageUrl: string | null; publishedAt: string; excerpt: string; content: string };

const DAY = 24 * 60 * 60 * 1000;
const decode = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

function headOf(html: string) {
  return html.slice(0, html.indexOf("</head>"));
}

function metaContent(html: string, attribute: "name" | "property", key: string): string[] {
  return [...headOf(html).matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, "g"))].map((match) => decode(match[1]!));
}

function jsonLd(html: string): { "@graph": Record<string, unknown>[] } {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!) as { "@graph": Record<string, unknown>[] };
}

/** The `@id`s a JSON-LD graph refers to (`{"@id": …}` alone) that no node of it defines. */
function undefinedReferences(graph: unknown): string[] {
  const defined = new Set<string>();
  const referred = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const id = (value as Record<string, unknown>)["@id"];
    if (typeof id === "string") (Object.keys(value).length === 1 ? referred : defined).add(id);
    Object.values(value).forEach(visit);
  };
  visit(graph);
  return [...referred].filter((id) => !defined.has(id));
}

describe("blog on a seeded database", () => {
  let database: TestDatabase;
  let request: Request;
  const now = Date.now();

  const insertPost = async (values: Partial<NewBlogPost> & { slug: string }) => {
    const [row] = await database.db
      .insert(blogPosts)
      .values({ title: values.slug, content: "İçerik", isPublished: true, publishedAt: new Date(now), ...values })
      .returning({ id: blogPosts.id });
    return row!.id;
  };

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    await seedDemoContent(database.db, new Date(now));
    ({ request } = await createAppOver(database));
    await insertPost({ slug: "taslak-yazi", title: "Taslak Yazı", isPublished: false, publishedAt: null });
    await insertPost({
      slug: "ozetsiz-yazi",
      title: "Özetsiz <Yazı> & \"Tırnak\"",
      // Markdown, raw HTML and a control character that XML 1.0 forbids.
      content: `## Giriş\n\nBu yazının **özeti** yok.\u0001 ${"kelime ".repeat(300)}\n\n<script>alert(1)</script>\n\n[dış bağlantı](https://dis-site.example/yol)`,
      excerpt: null,
      metaTitle: "Özel Meta Başlık",
      metaDescription: null,
      keywords: "kamera, alarm",
      publishedAt: new Date(now - 2 * DAY),
    });
  });

  afterAll(async () => {
    await database.dispose();
  });

  describe("GET /api/blog", () => {
    it("lists published posts only, newest first, with exactly the API's fields", async () => {
      const response = await request("/api/blog");
      expect(response.status).toBe(200);
      const posts = (await response.json()) as ApiPost[];
      expect(posts.map((post) => post.slug)).not.toContain("taslak-yazi");
      expect(posts).toHaveLength(DEMO_BLOG_POSTS.length + 1);
      const dates = posts.map((post) => Date.parse(post.publishedAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      for (const post of posts) expect(Object.keys(post).sort()).toEqual(["content", "excerpt", "id", "imageUrl", "publishedAt", "slug", "title"]);
      expect(posts.some((post) => SAMPLE_BLOG_POSTS.some((sample) => sample.slug === post.slug))).toBe(false);
    });

    it("fills a missing excerpt from the content's plain text, at most 150 characters", async () => {
      const posts = (await (await request("/api/blog")).json()) as ApiPost[];
      const post = posts.find((item) => item.slug === "ozetsiz-yazi")!;
      expect(post.excerpt.startsWith("Giriş Bu yazının özeti yok.")).toBe(true);
      expect(Array.from(post.excerpt).length).toBeLessThanOrEqual(150);
      expect(post.content).toContain("## Giriş");
    });
  });

  describe("GET /api/blog/{slug}", () => {
    it("answers a published post with metaDescription (or its fallback) and keywords", async () => {
      const demo = DEMO_BLOG_POSTS[0]!;
      const response = await request(`/api/blog/${demo.slug}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ slug: demo.slug, title: demo.title, metaDescription: demo.metaDescription, keywords: demo.keywords, excerpt: demo.excerpt });

      const fallback = (await (await request("/api/blog/ozetsiz-yazi")).json()) as { metaDescription: string };
      expect(fallback.metaDescription.startsWith("Giriş Bu yazının özeti yok.")).toBe(true);
      expect(Array.from(fallback.metaDescription).length).toBeLessThanOrEqual(160);
      expect(Array.from(fallback.metaDescription).length).toBeGreaterThan(150);
    });

    it.each(["taslak-yazi", "olmayan-yazi", SAMPLE_BLOG_POSTS[0]!.slug])("answers 404 JSON for %s (a draft, a missing slug, a sample post)", async (slug) => {
      const response = await request(`/api/blog/${slug}`);
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toEqual({ message: "Blog yazısı bulunamadı." });
    });
  });

  describe("/blog", () => {
    it("lists the published posts with Turkish dates and reading times, the category strip and the newsletter box", async () => {
      const response = await request("/blog");
      expect(response.status).toBe(200);
      const html = decode(await response.text());
      for (const post of DEMO_BLOG_POSTS) expect(html).toContain(post.title);
      expect(html).not.toContain("Taslak Yazı");
      expect(html).not.toContain(SAMPLE_BLOG_POSTS[0]!.title);
      expect(html).toMatch(/\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}/);
      expect(html).toMatch(/\d+ dk okuma/);
      for (const category of ["CCTV", "Network", "Yangın", "Alarm", "Akıllı Ev", "Teknoloji"]) expect(html).toContain(`>${category}</li>`);
      expect(html).toContain("Bültenimize Abone Olun");
      expect(html).toContain('href="/kvkk"');
      const consentBox = /<input[^>]*name="marketingConsent"[^>]*>/.exec(html)?.[0];
      expect(consentBox).toContain('type="checkbox"');
      expect(consentBox).not.toContain("checked");
    });

    it("renders the list inline in the document, not in a Suspense segment that needs JavaScript", async () => {
      const html = await (await request("/blog")).text();
      expect(html).not.toContain('<div hidden id="S:');
      expect(html).not.toContain("post-skeleton");
      const data = await request("/blog.data");
      expect(data.status).toBe(200);
    });

    it("links the RSS feed from the head", async () => {
      const html = await (await request("/blog")).text();
      expect(headOf(html)).toContain(`<link rel="alternate" type="application/rss+xml" title="Örnek Güvenlik Sistemleri Blog" href="${TEST_ORIGIN}/blog/rss.xml"/>`);
    });
  });

  describe("/blog/{slug}", () => {
    it("renders the post: title, date, reading time, image, excerpt, Markdown content, sharing and the links on", async () => {
      const demo = DEMO_BLOG_POSTS[0]!;
      const response = await request(`/blog/${demo.slug}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const text = decode(html);
      expect(text).toContain(`>${demo.title}</h1>`);
      expect(text).toContain(demo.excerpt);
      expect(text).toMatch(/<time dateTime="[^"]+">\d{1,2} \S+ \d{4}<\/time>/);
      expect(text).toMatch(/\d+ dk okuma/);
      expect(html).toContain(`src="${demo.imageUrl}"`);
      expect(html).toContain("<h2>Önce ne görmek istediğinizi belirleyin</h2>");
      expect(html).toContain(`https://twitter.com/intent/tweet?url=${encodeURIComponent(`${TEST_ORIGIN}/blog/${demo.slug}`)}`);
      expect(html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${TEST_ORIGIN}/blog/${demo.slug}`)}`);
      expect(html).toContain(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`${TEST_ORIGIN}/blog/${demo.slug}`)}`);
      expect(text).toContain("Linki Kopyala");
      for (const href of ["/blog", "/iletisim", "/urunler"]) expect(html).toContain(`href="${href}"`);
      expect(headOf(html)).toContain('type="application/rss+xml"');
    });

    it("sets meta title and description, Open Graph article tags and BlogPosting + BreadcrumbList JSON-LD", async () => {
      const demo = DEMO_BLOG_POSTS[0]!;
      const html = await (await request(`/blog/${demo.slug}`)).text();
      // "Title | Company" would pass 60 characters, so the company is left out (documentTitle).
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(demo.title);
      expect(metaContent(html, "name", "description")).toEqual([demo.metaDescription]);
      expect(metaContent(html, "property", "og:type")).toEqual(["article"]);
      expect(metaContent(html, "property", "og:image")).toEqual([`${TEST_ORIGIN}${demo.imageUrl.replace(/\.svg$/, "-og.png")}`]);
      expect(metaContent(html, "property", "article:published_time")[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(metaContent(html, "property", "article:tag")).toEqual(demo.keywords.split(", "));
      expect(metaContent(html, "name", "robots")).toEqual([]);
      const graph = jsonLd(html)["@graph"];
      expect(graph.find((node) => node["@type"] === "BlogPosting")).toMatchObject({
        headline: demo.title,
        description: demo.metaDescription,
        url: `${TEST_ORIGIN}/blog/${demo.slug}`,
        image: `${TEST_ORIGIN}${demo.imageUrl}`,
        datePublished: expect.stringMatching(/^\d{4}-/),
      });
      expect(graph.find((node) => node["@type"] === "BreadcrumbList")).toMatchObject({
        itemListElement: [{ name: "Ana Sayfa" }, { name: "Blog" }, { name: demo.title, item: `${TEST_ORIGIN}/blog/${demo.slug}` }],
      });
    });

    it("names the post's author (the company as an Organization) and defines every @id the page refers to", async () => {
      const graph = jsonLd(await (await request(`/blog/${DEMO_BLOG_POSTS[0]!.slug}`)).text())["@graph"];
      const posting = graph.find((node) => node["@type"] === "BlogPosting")!;
      expect(posting.author).toEqual({ "@type": "Organization", "@id": `${TEST_ORIGIN}/#isletme`, name: "Örnek Güvenlik Sistemleri", url: `${TEST_ORIGIN}/` });
      expect(posting.publisher).toEqual({ "@id": `${TEST_ORIGIN}/#isletme` });
      expect(undefinedReferences(graph)).toEqual([]);
    });

    it("falls back to the meta title and the content's first 160 characters, and renders raw HTML inert", async () => {
      const html = await (await request("/blog/ozetsiz-yazi")).text();
      expect(decode(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe("Özel Meta Başlık | Örnek Güvenlik Sistemleri");
      const [description] = metaContent(html, "name", "description");
      expect(description!.startsWith("Giriş Bu yazının özeti yok.")).toBe(true);
      expect(Array.from(description!).length).toBeLessThanOrEqual(160);
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).toContain('<a href="https://dis-site.example/yol" target="_blank" rel="noopener noreferrer">dış bağlantı</a>');
    });

    it.each(["taslak-yazi", "olmayan-yazi", SAMPLE_BLOG_POSTS[0]!.slug])("answers 404 with the not-found panel for %s", async (slug) => {
      const response = await request(`/blog/${slug}`);
      expect(response.status).toBe(404);
      const html = decode(await response.text());
      expect(html).toContain("Blog Yazısı Bulunamadı");
      expect(html).toContain("Aradığınız blog yazısı bulunamadı veya yayından kaldırılmış olabilir.");
      expect(html).toContain('<html lang="tr"');
      expect(html).toContain('href="/blog"');
    });
  });

  describe("GET /blog/rss.xml", () => {
    it("is well-formed RSS 2.0 of the newest published posts, escaped", async () => {
      const response = await request("/blog/rss.xml");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      const feed = new XMLParser({ ignoreAttributes: false, processEntities: true }).parse(xml) as {
        rss: { "@_version": string; channel: { title: string; link: string; language: string; item: { title: string; link: string; guid: { "#text": string }; pubDate: string; description: string }[] } };
      };
      expect(feed.rss["@_version"]).toBe("2.0");
      expect(feed.rss.channel).toMatchObject({ title: "Örnek Güvenlik Sistemleri Blog", link: `${TEST_ORIGIN}/blog`, language: "tr-TR" });
      const items = feed.rss.channel.item;
      expect(items.map((item) => item.title)).not.toContain("Taslak Yazı");
      const special = items.find((item) => item.link === `${TEST_ORIGIN}/blog/ozetsiz-yazi`)!;
      expect(special.title).toBe('Özetsiz <Yazı> & "Tırnak"');
      expect(special.guid["#text"]).toBe(special.link);
      expect(special.description.startsWith("Giriş Bu yazının özeti yok.")).toBe(true);
      const dates = items.map((item) => Date.parse(item.pubDate));
      expect(dates.every((date) => !Number.isNaN(date))).toBe(true);
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    });

    it("carries at most the 20 newest posts", async () => {
      for (let index = 0; index < 20; index++) {
        await insertPost({ slug: `toplu-yazi-${index}`, title: `Toplu Yazı ${index}`, publishedAt: new Date(now - (30 + index) * DAY) });
      }
      const xml = await (await request("/blog/rss.xml")).text();
      const items = (new XMLParser().parse(xml) as { rss: { channel: { item: { title: string }[] } } }).rss.channel.item;
      expect(items).toHaveLength(20);
      const newest = (await (await request("/api/blog")).json()) as ApiPost[];
      expect(items.map((item) => item.title)).toEqual(newest.slice(0, 20).map((post) => post.title));
      expect(newest.length).toBeGreaterThan(20);
    });
  });
});

describe("blog with no published post: the sample posts", () => {
  let database: TestDatabase;
  let request: Request;

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    ({ request } = await createAppOver(database));
  });

  afterAll(async () => {
    await database.dispose();
  });

  it("/blog shows the 6 sample posts, each with its own page marked noindex", async () => {
    expect(SAMPLE_BLOG_POSTS).toHaveLength(6);
    const html = decode(await (await request("/blog")).text());
    for (const sample of SAMPLE_BLOG_POSTS) {
      expect(html).toContain(sample.title);
      expect(html).toContain(`href="/blog/${sample.slug}"`);
    }
    const sample = SAMPLE_BLOG_POSTS[0]!;
    const response = await request(`/blog/${sample.slug}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(metaContent(page, "name", "robots")).toEqual(["noindex, follow"]);
    expect(decode(page)).toContain(sample.title);
    expect(jsonLd(page)["@graph"].some((node) => node["@type"] === "BlogPosting")).toBe(false);
    expect(undefinedReferences(jsonLd(page)["@graph"])).toEqual([]);
  });

  it("keeps them out of the API and the feed", async () => {
    expect(await (await request("/api/blog")).json()).toEqual([]);
    expect((await request(`/api/blog/${SAMPLE_BLOG_POSTS[0]!.slug}`)).status).toBe(404);
    const xml = await (await request("/blog/rss.xml")).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain("<item>");
  });

  it("replaces them once a post is published, and their pages then answer 404", async () => {
    await database.db.insert(blogPosts).values({ title: "İlk Gerçek Yazı", slug: "ilk-gercek-yazi", content: "Merhaba", isPublished: false });
    expect(decode(await (await request("/blog")).text())).toContain(SAMPLE_BLOG_POSTS[1]!.title);
    await database.db.update(blogPosts).set({ isPublished: true, publishedAt: new Date() }).where(eq(blogPosts.slug, "ilk-gercek-yazi"));
    const html = decode(await (await request("/blog")).text());
    expect(html).toContain("İlk Gerçek Yazı");
    for (const sample of SAMPLE_BLOG_POSTS) expect(html).not.toContain(sample.title);
    expect((await request(`/blog/${SAMPLE_BLOG_POSTS[1]!.slug}`)).status).toBe(404);
  });
});
