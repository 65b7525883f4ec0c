import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uniqueBody, VALID_BODIES, type CreatePath } from "#tests/security/support/admin-bodies.mjs";
import { adminApiPaths, fillParams, flatRoutes, WRITE_METHODS } from "#tests/security/support/route-table";
import { ADMIN, createTestApp, signedInTestAppForFile } from "#tests/support/test-app";

/** Request hygiene (issue 10, item 2) over the real app in-process. */
const ctx = signedInTestAppForFile();

const PUBLIC_FORMS = {
  "/api/auth/login": { username: "kimse", password: "yanlis-parola" },
  "/api/contact": { name: "Ayşe", email: "ayse@example.com", subject: "diger", message: "Merhaba" },
  "/api/newsletter": { email: "bulten@example.com" },
} as const;

describe("cross-origin writes to the public forms", () => {
  for (const [path, body] of Object.entries(PUBLIC_FORMS)) {
    it(`${path}: 403 by Origin, by Referer and for Origin null; allowed with neither or the own origin`, async () => {
      const post = (headers: Record<string, string>) =>
        ctx.request(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
      expect((await post({ origin: "https://evil.example" })).status).toBe(403);
      expect((await post({ referer: "https://evil.example/form" })).status).toBe(403);
      expect((await post({ origin: "null" })).status).toBe(403);
      // A look-alike host is another origin too.
      expect((await post({ origin: "https://www.ornek-guvenlik.example.evil.example" })).status).toBe(403);
      expect((await post({})).status).not.toBe(403);
      expect((await post({ origin: "https://www.ornek-guvenlik.example" })).status).not.toBe(403);
    });
  }
});

/** Admin actions that read no body at all (a button press): the content type does not matter to them. */
const BODILESS = new Set(["/api/admin/scrape-products", "/api/admin/imports", "/api/admin/page-cache/purge", "/api/admin/data-management/clean-duplicates", "/api/admin/data-management/fix-images"]);

describe("JSON endpoints", () => {
  const writes = adminApiPaths().flatMap((path) => WRITE_METHODS.filter((method) => method !== "DELETE").map((method) => [method, path] as const));

  it("every admin write answers 415 (or 405) for a body that is not application/json", async () => {
    const uploads = new Set(["/api/admin/media", "/api/admin/products/import"]);
    const wrong: string[] = [];
    for (const [method, path] of writes) {
      if (BODILESS.has(path)) continue;
      const response = await ctx.request(path, { method, headers: { cookie: ctx.cookie, "content-type": "text/plain" }, body: '{"name":"x"}' });
      const allowed = uploads.has(path) ? [400, 405, 415] : [405, 415];
      if (!allowed.includes(response.status) || !response.headers.get("content-type")?.startsWith("application/json")) {
        wrong.push(`${method} ${path} → ${response.status} ${await response.text()}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("the public forms answer 415 for a form-encoded body", async () => {
    for (const path of Object.keys(PUBLIC_FORMS)) {
      const response = await ctx.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" });
      expect(response.status, path).toBe(415);
      expect((await response.json()).message).toContain("JSON");
    }
  });
});

describe("unknown fields", () => {
  // `__proto__` written as a JSON key, as an attacker would send it (JSON.stringify drops it from objects).
  const withExtras = (body: object) => `${JSON.stringify(body).slice(0, -1)},"id":999999,"createdAt":"2001-01-01T00:00:00.000Z","authorId":999,"isAdmin":true,"__proto__":{"isAdmin":true,"polluted":"evet"},"constructor":{"prototype":{"polluted":"evet"}}}`;

  for (const path of Object.keys(VALID_BODIES) as CreatePath[]) {
    it(`${path}: id, timestamps, __proto__ and constructor are ignored, never assigned`, async () => {
      const response = await ctx.request(path, {
        method: "POST",
        headers: { cookie: ctx.cookie, "content-type": "application/json" },
        body: withExtras(uniqueBody(path, "Ek Alan")),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const created = (await response.json()) as Record<string, unknown>;
      expect(created.id).not.toBe(999999);
      expect(new Date(String(created.createdAt)).getFullYear()).toBeGreaterThan(2001);
      expect(created).not.toHaveProperty("isAdmin");
      expect(created).not.toHaveProperty("polluted");
      if ("authorId" in created) expect(created.authorId).toBe(ctx.adminId);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
  }

  it("PUT /api/admin/settings: extra fields and __proto__ leave the stored row and the session alone", async () => {
    const current = (await (await ctx.send("GET", "/api/admin/settings")).json()) as Record<string, unknown>;
    const response = await ctx.request("/api/admin/settings", {
      method: "PUT",
      headers: { cookie: ctx.cookie, "content-type": "application/json" },
      body: withExtras({ ...current, companyName: "Ek Alan Güvenlik" }),
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Record<string, unknown>;
    expect(saved.companyName).toBe("Ek Alan Güvenlik");
    expect(saved).not.toHaveProperty("isAdmin");
    expect(saved).not.toHaveProperty("polluted");
    expect((await ctx.send("GET", "/api/auth/user")).status).toBe(200);
    const user = (await (await ctx.send("GET", "/api/auth/user")).json()) as Record<string, unknown>;
    expect(user).toMatchObject({ id: ctx.adminId, username: ADMIN.username });
    expect(user).not.toHaveProperty("isAdmin");
  });
});

describe("a lockout behind a trusted proxy (TRUST_PROXY=1)", () => {
  it("is not lifted by a client-written X-Forwarded-For: only the hop the proxy appended counts", async () => {
    const proxied = await createTestApp({ TRUST_PROXY: "1" });
    try {
      // The proxy appends the real client (203.0.113.9); whatever the client wrote sits to its left.
      const attempt = (spoofed: string, body: object) =>
        proxied.request("/api/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `${spoofed}, 203.0.113.9` },
          body: JSON.stringify(body),
        });
      for (let index = 0; index < 5; index++) {
        expect((await attempt(`10.0.0.${index}`, { username: `kisi-${index}`, password: "yanlis-parola" })).status).toBe(401);
      }
      expect((await attempt("198.51.100.77", ADMIN)).status).toBe(429);
      expect((await attempt("203.0.113.10", ADMIN)).status).toBe(429);
      // Another real client (another appended hop) is not locked.
      const other = await proxied.request("/api/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9, 203.0.113.50" },
        body: JSON.stringify(ADMIN),
      });
      expect(other.status).toBe(200);
    } finally {
      await proxied.database.dispose();
    }
  });
});

describe("repeated query parameters", () => {
  it("answer 400 with Turkish JSON under /api", async () => {
    for (const target of ["/api/products?page=1&page=2", "/api/products?brand=a&brand=b&q=x", "/api/blog?x=1&x=1"]) {
      const response = await ctx.request(target);
      expect(response.status, target).toBe(400);
      const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
      expect(body.message).toBe("Her sorgu parametresi en fazla bir kez verilebilir.");
      expect(Object.keys(body.fieldErrors).length).toBe(1);
    }
  });

  it("answer 400 with the Turkish error page on HTML pages, the admin API included", async () => {
    const page = await ctx.request("/urunler?kategori=a&kategori=b");
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('lang="tr"');
    expect(html).toContain("Geçersiz istek");
    expect(html).not.toContain("kategori=a");
    expect((await ctx.request("/api/admin/products?q=a&q=b", { headers: { cookie: ctx.cookie } })).status).toBe(400);
  });

  it("answer 400 to a NUL character in a query value, which PostgreSQL text cannot hold", async () => {
    const response = await ctx.request("/api/products?q=kamera%00");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Sorgu parametreleri NUL karakteri içeremez.", fieldErrors: { q: ["NUL (\\u0000) karakteri içeremez."] } });
    expect((await ctx.request("/urunler?q=%00")).status).toBe(400);
  });

  it("leave single parameters alone", async () => {
    expect((await ctx.request("/api/products?page=1&limit=2")).status).toBe(200);
    expect((await ctx.request("/urunler?category=cctv-guvenlik-cozumleri&q=kamera")).status).toBe(200);
  });
});

describe("NUL characters in JSON bodies", () => {
  it("answer 400 in Turkish instead of reaching the database", async () => {
    const response = await ctx.send("POST", "/api/admin/brands", { name: "Marka\u0000Adı" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Metin alanları NUL (\\u0000) karakteri içeremez." });
  });
});

describe("fields bound for mail headers", () => {
  it("refuse CR and LF in the contact form", async () => {
    for (const field of ["name", "phone", "company"]) {
      const response = await ctx.request("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...PUBLIC_FORMS["/api/contact"], [field]: "Ayşe\r\nBcc: hedef@example.com" }),
      });
      expect(response.status, field).toBe(400);
      expect(Object.keys((await response.json()).fieldErrors)).toContain(field);
    }
  });

  it("refuse CR and LF in the company name and address of the settings", async () => {
    const current = (await (await ctx.send("GET", "/api/admin/settings")).json()) as Record<string, unknown>;
    for (const field of ["companyName", "address"]) {
      const response = await ctx.send("PUT", "/api/admin/settings", { ...current, [field]: "Örnek\nBcc: hedef@example.com" });
      expect(response.status, field).toBe(400);
    }
  });
});

describe("GET requests", () => {
  it("change no row anywhere: every route of the table, signed in (the unsubscribe link is the documented exception)", async () => {
    const counts = async () => {
      const tables = await ctx.database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', '__drizzle_migrations') order by table_name`,
      );
      const result: Record<string, number> = {};
      for (const { table_name: name } of tables.rows) {
        const [row] = (await ctx.database.db.execute<{ total: number }>(sql`select count(*)::int as total from ${sql.identifier(name)}`)).rows;
        result[name] = row!.total;
      }
      return result;
    };
    const before = await counts();
    expect(Object.keys(before).length).toBeGreaterThan(5);
    const paths = flatRoutes()
      .map((route) => fillParams(route.path))
      .filter((path) => path !== "/api/newsletter/unsubscribe" && !path.includes("*"));
    for (const path of paths) {
      const response = await ctx.request(path, { headers: { cookie: ctx.cookie }, redirect: "manual" });
      expect(response.status, path).toBeLessThan(500);
    }
    expect(await counts()).toEqual(before);
  });
});
