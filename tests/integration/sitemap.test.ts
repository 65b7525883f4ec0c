import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { parse } from "parse5";
import robotsParser from "robots-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INDEXABLE_STATIC_PATHS } from "#app/content/site-pages";
import { blogPosts } from "#app/db/schema/blog";
import { products } from "#app/db/schema/catalog";
import { sitemapIndexXml } from "#app/features/seo/sitemap.server";
import routes from "#app/routes";
import { createTestApp, TEST_ORIGIN } from "#tests/support/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let locs: string[];
beforeAll(async () => {
  ctx = await createTestApp();
  const xml = await (await ctx.request("/sitemap.xml")).text();
  const parsed = new XMLParser().parse(xml) as { urlset: { url: { loc: string; lastmod: string }[] } };
  locs = parsed.urlset.url.map((url) => url.loc);
});
afterAll(async () => {
  await ctx.database.dispose();
});

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Public pages of the site layout whose path has no parameter. */
function staticSitePaths(entries: RouteEntry[]): string[] {
  const site = entries.find((entry) => entry.children?.some((child) => child.index))!;
  return site.children!.filter((child) => child.index || (child.path && !child.path.includes(":"))).map((child) => (child.index ? "/" : `/${child.path}`));
}

// Not for search engines: the unsubscribe confirmation, a visitor's basket, the confirmations and the misspelled Darıca addresses (301).
const NOT_INDEXED = ["/bulten/abonelik-iptal", "/karsilastir", "/ucretsiz-kesif/talep-alindi", "/iletisim/mesaj-alindi", "/teklif-sepeti", "/teklif-sepeti/talep-alindi", "/darıca-guvenlik-sistemleri", "/darıca-guvenlik-sirketleri"];

describe("GET /sitemap.xml", () => {
  it("lists every static page of the route table, the 27 landing pages and the hub, on SITE_URL", () => {
    const expected = staticSitePaths(routes as RouteEntry[]).filter((path) => !NOT_INDEXED.includes(path));
    expect([...INDEXABLE_STATIC_PATHS].sort()).toEqual(expected.sort());
    for (const path of expected) expect(locs).toContain(new URL(path, TEST_ORIGIN).href);
    expect(locs.filter((loc) => /-guvenlik-(sistemleri|sirketleri)$|^.*\/kocaeli-(alarm|yangin|kamera)-/.test(loc))).toHaveLength(27);
    expect(locs.every((loc) => loc.startsWith(`${TEST_ORIGIN}/`))).toBe(true);
  });

  it("lists every active product and every published post, and nothing else from the database", async () => {
    const active = await ctx.database.db.select({ id: products.id }).from(products).where(eq(products.isActive, true));
    const inactive = await ctx.database.db.select({ id: products.id }).from(products).where(eq(products.isActive, false));
    const published = await ctx.database.db.select({ slug: blogPosts.slug }).from(blogPosts).where(eq(blogPosts.isPublished, true));
    expect(locs.filter((loc) => loc.includes("/urun/"))).toHaveLength(active.length);
    for (const { id } of inactive) expect(locs).not.toContain(`${TEST_ORIGIN}/urun/${id}`);
    expect(locs.filter((loc) => loc.includes("/blog/")).sort()).toEqual(published.map(({ slug }) => `${TEST_ORIGIN}/blog/${slug}`).sort());
    expect(locs.some((loc) => loc.includes("/n1_admin") || loc.includes("/api/"))).toBe(false);
  });

  it("becomes an index of parts above the per-file limit", () => {
    const entries = Array.from({ length: 5 }, (_, index) => ({ path: `/urun/${index + 1}`, lastmod: new Date(Date.UTC(2026, 10, index + 1)) }));
    const index = new XMLParser().parse(sitemapIndexXml(TEST_ORIGIN, entries, 2)) as { sitemapindex: { sitemap: { loc: string; lastmod: string }[] } };
    expect(index.sitemapindex.sitemap).toEqual([
      { loc: `${TEST_ORIGIN}/sitemap/1`, lastmod: "2026-11-02" },
      { loc: `${TEST_ORIGIN}/sitemap/2`, lastmod: "2026-11-04" },
      { loc: `${TEST_ORIGIN}/sitemap/3`, lastmod: "2026-11-05" },
    ]);
  });
});

describe("GET /robots.txt", () => {
  it("keeps crawlers out of the admin, its login and the API, and points to the sitemap", async () => {
    const response = await ctx.request("/robots.txt");
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    for (const line of ["Disallow: /n1_admin", "Disallow: /admin-login", "Disallow: /api", `Sitemap: ${TEST_ORIGIN}/sitemap.xml`]) expect(text).toContain(line);
  });

  it("keeps crawlers out of every comparison and the quote basket (issue 27: a crawler trap), and lets them into the catalogue", async () => {
    const robots = robotsParser(`${TEST_ORIGIN}/robots.txt`, await (await ctx.request("/robots.txt")).text());
    const crawler = "Googlebot";
    for (const path of ["/karsilastir", "/karsilastir?urun=1,2", "/karsilastir?urun=2,1,3&fark=1", "/karsilastir/secim", "/teklif-sepeti", "/teklif-sepeti?eklendi=1&donus=%2Furunler", "/teklif-sepeti/talep-alindi?no=TKL-2026-000001"]) {
      expect(robots.isDisallowed(`${TEST_ORIGIN}${path}`, crawler), path).toBe(true);
    }
    for (const path of ["/", "/urunler", "/urunler?category=cctv-guvenlik-cozumleri", "/urun/1", "/blog", "/iletisim", "/ucretsiz-kesif"]) {
      expect(robots.isAllowed(`${TEST_ORIGIN}${path}`, crawler), path).toBe(true);
    }
    // Nothing robots.txt keeps out is offered to crawlers in the sitemap.
    expect(locs.filter((loc) => robots.isDisallowed(loc, crawler))).toEqual([]);
  });
});

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string };

function headOf(html: string) {
  const head = (parse(html).childNodes.find((node) => node.nodeName === "html") as Node).childNodes!.find((node) => node.nodeName === "head")!;
  const attr = (node: Node | undefined, name: string) => node?.attrs?.find((attribute) => attribute.name === name)?.value;
  const metas = head.childNodes!.filter((node) => node.nodeName === "meta");
  const meta = (key: string) => metas.find((node) => attr(node, "name") === key || attr(node, "property") === key);
  return {
    title: head.childNodes!.find((node) => node.nodeName === "title")?.childNodes?.[0]?.value ?? "",
    description: attr(meta("description"), "content") ?? "",
    canonical: attr(
      head.childNodes!.find((node) => node.nodeName === "link" && attr(node, "rel") === "canonical"),
      "href",
    ),
    sharing: ["og:title", "og:description", "og:image", "og:url", "twitter:card"].map((key) => attr(meta(key), "content")),
  };
}

describe("every URL of the sitemap", () => {
  it("has a unique title of at most 60 characters, a 120–160 character description, its canonical link and sharing tags", async () => {
    const problems: string[] = [];
    const titles = new Map<string, string>();
    for (const loc of locs) {
      const response = await ctx.request(new URL(loc).pathname);
      if (response.status !== 200) {
        problems.push(`${loc}: HTTP ${response.status}`);
        continue;
      }
      const head = headOf(await response.text());
      if (head.title.length === 0 || head.title.length > 60) problems.push(`${loc}: title of ${head.title.length} characters`);
      if (titles.has(head.title)) problems.push(`${loc}: same title as ${titles.get(head.title)}`);
      titles.set(head.title, loc);
      if (head.description.length < 120 || head.description.length > 160) problems.push(`${loc}: description of ${head.description.length} characters "${head.description}"`);
      if (head.canonical !== loc) problems.push(`${loc}: canonical ${head.canonical}`);
      if (head.sharing.some((value) => !value)) problems.push(`${loc}: Open Graph or Twitter tags missing`);
    }
    expect(problems).toEqual([]);
  }, 120_000);
});
