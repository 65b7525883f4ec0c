import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#app/db/schema/blog";
import { products } from "#app/db/schema/catalog";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database";
import { ADMIN_ROUTES, STATIC_PUBLIC_ROUTES } from "#tests/support/public-routes";
import { createAppOver } from "#tests/support/test-app";

let database: TestDatabase;
let app: Awaited<ReturnType<typeof createAppOver>>["app"];
let request: Awaited<ReturnType<typeof createAppOver>>["request"];
let productId: number;
let passiveProductId: number;
let postSlug: string;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await seedDemoContent(database.db);
  ({ app, request } = await createAppOver(database));
  const [active] = await database.db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(asc(products.id)).limit(1);
  const [passive] = await database.db.select({ id: products.id }).from(products).where(eq(products.isActive, false)).limit(1);
  const [post] = await database.db.select({ slug: blogPosts.slug }).from(blogPosts).limit(1);
  productId = active!.id;
  passiveProductId = passive!.id;
  postSlug = post!.slug;
});

afterAll(async () => {
  await database.dispose();
});

function head(html: string) {
  const pick = (pattern: RegExp) => html.match(pattern)?.[1];
  return {
    lang: pick(/<html lang="([^"]+)"/),
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
    twitterCard: pick(/<meta name="twitter:card" content="([^"]*)"/),
    h1: pick(/<h1[^>]*>([^<]*)<\/h1>/),
  };
}

const decode = (text = "") => text.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").replace(/&quot;/g, '"');

describe("public pages", () => {
  it("answer 200 with their own server-rendered title, description, canonical and social tags", async () => {
    const paths = [...STATIC_PUBLIC_ROUTES.map((route) => route.path), `/urun/${productId}`, `/blog/${postSlug}`];
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const target of paths) {
      const response = await request(target);
      expect(response.status, target).toBe(200);
      const meta = head(await response.text());
      expect(meta.lang, target).toBe("tr");
      expect(meta.title, target).toBeTruthy();
      expect(meta.description?.length, target).toBeGreaterThan(50);
      expect(meta.canonical, target).toBe(`https://www.ornek-guvenlik.example${target}`);
      expect(meta.ogTitle, target).toBe(meta.title);
      expect(meta.twitterCard, target).toBe("summary_large_image");
      titles.add(meta.title!);
      descriptions.add(meta.description!);
    }
    expect(titles.size).toBe(paths.length);
    expect(descriptions.size).toBe(paths.length);
  });

  it("render each page's own heading", async () => {
    for (const route of STATIC_PUBLIC_ROUTES) {
      const html = await (await request(route.path)).text();
      expect(decode(head(html).h1), route.path).toBe(route.heading);
    }
  });

  it("show the company details from site settings in the layout", async () => {
    const html = await (await request("/")).text();
    expect(html).toContain("Örnek Güvenlik Sistemleri");
    expect(html).toContain('href="tel:+902620000000"');
    expect(html).toContain("bilgi@ornekguvenlik.example");
    for (const legal of ["/gizlilik-politikasi", "/kullanim-kosullari", "/kvkk"]) expect(html).toContain(`href="${legal}"`);
  });

  it("link every mega-menu subcategory to a filtered product list", async () => {
    const html = await (await request("/")).text();
    expect(html).toContain('href="/urunler?category=cctv-guvenlik-cozumleri&amp;subcategory=ip-kameralar"');
    expect(html).toContain('href="/urunler?category=guc-kaynaklari&amp;subcategory=din-ray-beslemeler"');
  });

  it("render featured demo products on the home page", async () => {
    const html = await (await request("/")).text();
    const [featured] = await database.db.select({ name: products.name }).from(products).where(eq(products.isFeatured, true)).orderBy(asc(products.id)).limit(1);
    expect(decode(html)).toContain(featured!.name);
  });
});

describe("not found and errors", () => {
  it.each(["/bu-sayfa-yok", "/urunler/ekstra/yol", "/admin-yok"])("%s answers 404 in English", async (target) => {
    const response = await request(target);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(head(html).lang).toBe("en");
    expect(html).toContain("Page not found");
  });

  it.each(["/urun/abc", "/urun/999999", "/urun/1.5"])("%s answers 404 with 'Ürün Bulunamadı'", async (target) => {
    const response = await request(target);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("Ürün Bulunamadı");
    expect(head(html).lang).toBe("tr");
  });

  it("hides passive products", async () => {
    expect((await request(`/urun/${passiveProductId}`)).status).toBe(404);
  });

  it("answers 404 for an unknown blog post", async () => {
    const response = await request("/blog/olmayan-yazi");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Blog Yazısı Bulunamadı");
  });

  it("answers unknown API paths with JSON, not the HTML page", async () => {
    const response = await request("/api/olmayan");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ message: "Kaynak bulunamadı." });
  });
});

describe("admin routes", () => {
  it("serve the login page", async () => {
    const response = await request("/admin-login");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Yönetici Girişi");
    expect(html).not.toContain('id="main"');
  });

  it.each(ADMIN_ROUTES)("%s redirects to /admin-login without a session and leaks no admin markup", async (target) => {
    const response = await request(target, { redirect: "manual" });
    expect([302, 303]).toContain(response.status);
    expect(response.headers.get("location")).toBe("/admin-login");
  });
});

describe("server baseline", () => {
  it("reports readiness", async () => {
    const response = await request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("sets the security headers; a page rendered per visitor gets a fresh CSP nonce used by every inline script", async () => {
    // A request with a cookie is rendered for that visitor alone (anonymous pages use hashes: ADR 020).
    const personal = { headers: { cookie: "sid=unknown" } };
    const first = await request("/", personal);
    const second = await request("/", personal);
    const csp = first.headers.get("content-security-policy")!;
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers.get("content-security-policy")).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("strict-transport-security")).toContain("max-age=");
    expect(first.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
    const html = await first.text();
    // JSON-LD data blocks are never executed, so CSP does not govern them; every other script needs the nonce.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1]!).filter((attributes) => !attributes.includes('type="application/ld+json"'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("answers HEAD of a page rendered per visitor with the headers of its GET and no body", async () => {
    for (const path of ["/kvkk", "/hizmetlerimiz"]) {
      const head = await request(path, { method: "HEAD", headers: { cookie: "baska=1" } });
      expect(head.status, path).toBe(200);
      expect(head.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      expect(await head.text(), path).toBe("");
    }
  });

  it("omits HSTS on plain http", async () => {
    const plain = await createAppOver(database, { SITE_URL: "" });
    const response = await plain.request("/healthz");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("compresses HTML with gzip", async () => {
    const response = await request("/", { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("serves hashed assets immutable and precompressed with brotli", async () => {
    const html = await (await request("/")).text();
    const asset = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1];
    expect(asset).toBeTruthy();
    const response = await request(asset!, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("br");
  });

  it("refuses cross-origin writes with 403 before anything else", async () => {
    const response = await request("/api/contact", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    expect((await response.json()).message).toMatch(/farklı bir kaynak/);
  });

  it("limits API bodies to 1 MB with a JSON 413", async () => {
    const response = await request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toContain("1 MB");
  });

  it("answers TRACE with 405", async () => {
    // fetch() cannot send TRACE, so this goes through a real socket.
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http.request({ host: "127.0.0.1", port, method: "TRACE", path: "/" }, (response) => {
        response.resume();
        resolve(response.statusCode);
      }).on("error", reject).end();
    });
    server.close();
    expect(status).toBe(405);
  });
});

describe("when the database is unavailable", () => {
  it("answers pages with the Turkish 503 page and readiness with 503", async () => {
    const closed = await createTestDatabase("pglite");
    await closed.close();
    const unavailable = await createAppOver(closed, { SITE_URL: "" });
    const page = await unavailable.request("/hakkimizda");
    expect(page.status).toBe(503);
    const html = await page.text();
    expect(head(html).lang).toBe("tr");
    expect(html).toContain("Hizmet geçici olarak kullanılamıyor");
    expect(html).not.toMatch(/at .*\.(js|ts):\d+/);
    expect((await unavailable.request("/healthz")).status).toBe(503);
  });
});
