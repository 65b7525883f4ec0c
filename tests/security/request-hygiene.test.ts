import { createServer } from "node:http";
import { connect, Socket, type AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { getRequestListener } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uniqueBody, VALID_BODIES, type CreatePath } from "#tests/security/support/admin-bodies.mjs";
import { adminApiPaths, fillParams, flatRoutes, WRITE_METHODS } from "#tests/security/support/route-table";
import { rememberPeerAddresses } from "#server/client-ip";
import { createLogger } from "#server/logger";
import { ADMIN, createTestApp, signedInTestApp, signIn, TEST_ORIGIN } from "#tests/support/test-app";

/** Request hygiene (issue 10, item 2) over the real app in-process. */
const ctx = signedInTestApp();

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
const BODILESS = new Set(["/api/admin/backup", "/api/admin/users/1/reset-link", "/api/admin/scrape-products", "/api/admin/imports", "/api/admin/page-cache/purge", "/api/admin/data-management/clean-duplicates", "/api/admin/data-management/fix-images"]);

describe("JSON endpoints", () => {
  // A content document's action is named by its last segment: `1` names none (404), `publish` reads a JSON body.
  const writes = adminApiPaths()
    .map((path) => (path === "/api/admin/content/1/1/1" ? "/api/admin/content/1/1/publish" : path))
    .flatMap((path) => WRITE_METHODS.filter((method) => method !== "DELETE").map((method) => [method, path] as const));

  it("every admin write answers 415 (or 405) for a body that is not application/json", async () => {
    const uploads = new Set(["/api/admin/media", "/api/admin/products/import", "/api/admin/redirects/import"]);
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
    expect(await response.json()).toEqual({ message: "Sorgu parametreleri denetim karakteri (ör. NUL) içeremez.", fieldErrors: { q: ["Denetim karakteri (ör. NUL, \\u0000) içeremez."] } });
    expect((await ctx.request("/urunler?q=%00")).status).toBe(400);
  });

  it("answer 400 to other control characters in a query name or value, page routes too", async () => {
    for (const target of ["/api/products?q=a%01b", "/api/blog?q=%0d%0a", "/api/products?a%7fb=1", "/urunler?q=%1b", "/blog?q=%08"]) {
      expect((await ctx.request(target)).status, target).toBe(400);
    }
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

describe("lone surrogates in JSON bodies (issue 15, item 4)", () => {
  const LONE_SURROGATE = "Metin alanları eşleşmemiş bir UTF-16 vekil karakteri (ör. \\ud800) içeremez.";
  const patch = (path: string, raw: string) =>
    ctx.request(path, { method: "PATCH", headers: { cookie: ctx.cookie, "content-type": "application/json" }, body: raw });

  it("answer 400 in Turkish instead of a 500 from the database, in values, nested values and keys", async () => {
    const created = await ctx.send("POST", "/api/admin/support-apps", uniqueBody("/api/admin/support-apps", "Vekil"));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    for (const raw of ['{"description":"\\ud800"}', '{"description":"a\\udc00b"}', '{"description":"\\udfff\\ud800"}', '{"\\ud800":"x"}']) {
      const response = await patch(`/api/admin/support-apps/${id}`, raw);
      expect(response.status, raw).toBe(400);
      expect(await response.json(), raw).toEqual({ message: LONE_SURROGATE });
    }
    const nested = await ctx.send("POST", "/api/admin/brands", { name: "Marka", tags: [{ text: "\ud83d" }] });
    expect(nested.status).toBe(400);
  });

  it("leave a whole surrogate pair (an emoji) alone", async () => {
    const response = await ctx.send("POST", "/api/admin/brands", { name: `Emoji ${Date.now()} \ud83d\udcf7` });
    expect(response.status, await response.clone().text()).toBe(201);
  });
});

describe("the request id (issue 15, item 10)", () => {
  it("is taken from X-Request-Id only when it is a UUID or at most 64 of [A-Za-z0-9-]; otherwise one is made", async () => {
    const idFor = async (incoming: string) => (await ctx.request("/api/brands", { headers: { "x-request-id": incoming } })).headers.get("x-request-id");
    const uuid = "0b6f7c3e-5d1a-4c8e-9f2b-7a1d3e5c9b10";
    expect(await idFor(uuid)).toBe(uuid);
    expect(await idFor("lb-7")).toBe("lb-7");
    expect(await idFor("a".repeat(64))).toBe("a".repeat(64));
    for (const bad of ["abc_def_123", "a".repeat(65), "<script>alert(1)</script>", "id with spaces", "x,y", "a.b"]) {
      const id = await idFor(bad);
      expect(id, bad).not.toBe(bad);
      expect(id, bad).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});

describe("the cross-origin check with SITE_URL set (issue 15, item 10)", () => {
  it("compares with SITE_URL's origin, not the Host header the client writes", async () => {
    // The request is addressed to the attacker's host (Host: evil.example) and claims that origin.
    const response = await ctx.app.request("https://evil.example/api/contact", {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify(PUBLIC_FORMS["/api/contact"]),
    });
    expect(response.status).toBe(403);
    const own = await ctx.app.request("https://evil.example/api/newsletter", {
      method: "POST",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ email: "site-url@example.com" }),
    });
    expect(own.status).not.toBe(403);
  });
});

describe("a request whose connection has no peer address (issue 15, item 6)", () => {
  it("is refused before any row is written, never counted under a made-up 127.0.0.1", async () => {
    const hits = async () => (await ctx.database.db.execute<{ total: number }>(sql`select count(*)::int as total from rate_limit_hits`)).rows[0]!.total;
    const before = await hits();
    // A socket after a client's reset: node:http reports no remote address for it any more.
    const incoming = { socket: new Socket() };
    expect(incoming.socket.remoteAddress).toBeUndefined();
    const response = await ctx.app.fetch(
      new Request(`${TEST_ORIGIN}/api/newsletter`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "sifirlanan@example.com" }) }),
      { incoming },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "İstemci adresi belirlenemedi." });
    expect(await hits()).toBe(before);
  });

  it("keeps the address noted when the connection was accepted after the client resets it", async () => {
    const hitsFrom = async (address: string) =>
      (await ctx.database.db.execute<{ total: number }>(sql`select count(*)::int as total from rate_limit_hits where key = ${address}`)).rows[0]!.total;
    const before = await hitsFrom("127.0.0.30");
    const listener = getRequestListener(ctx.app.fetch);
    let answered: () => void;
    const done = new Promise<void>((resolve) => (answered = resolve));
    // The request reaches the app only after the client's reset has closed the socket.
    const server = createServer((request, response) => {
      const forward = () => void Promise.resolve(listener(request, response)).finally(() => answered());
      if (request.socket.destroyed) forward();
      else request.socket.once("close", forward);
    });
    rememberPeerAddresses(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const body = JSON.stringify({ email: "sifirlayan@example.com" });
      const client = connect({ port, host: "127.0.0.1", localAddress: "127.0.0.30" }, () => {
        client.write(`POST /api/newsletter HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`);
        setTimeout(() => client.resetAndDestroy(), 100);
      });
      client.on("error", () => undefined);
      await done;
      expect(await hitsFrom("127.0.0.30")).toBe(before + 1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
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
  it("change no row anywhere but the audit trail of the personal-data CSV exports: every route of the table, signed in (the unsubscribe link is the other documented exception)", async () => {
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
    // The leads and newsletter exports are audited (docs/security.md): one `csv-export` row each, nothing else.
    const exports = paths.filter((path) => /\/(leads|newsletter)\/export\.csv$/.test(path));
    expect(exports).toHaveLength(2);
    const after = await counts();
    expect(after).toEqual({ ...before, audit_log: before.audit_log! + exports.length });
    const [latest] = (await ctx.database.db.execute<{ actions: string[] }>(sql`select array_agg(action order by id) as actions from (select id, action from audit_log order by id desc limit ${exports.length}) latest`)).rows;
    expect(latest!.actions).toEqual(exports.map(() => "csv-export"));
  });
});

describe("API paths in another case or with an encoded slash (issue 15, item 3)", () => {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  let logged: Awaited<ReturnType<typeof createTestApp>>;
  let cookie = "";
  beforeAll(async () => {
    logged = await createTestApp({}, { logger: createLogger("info", sink) });
    cookie = await signIn(logged.request);
  });
  afterAll(async () => {
    await logged?.database.dispose();
  });

  /** The spellings a router that ignores case (and decodes %2F) would take for `path`. */
  const variants = (path: string) => [
    path.replace("/api", "/API"),
    path.replace("/api", "/Api"),
    path.replace("/api", "/aPi"),
    path.replace("/api/", "/api%2F"),
    path.replace("/api/", "/API%2f"),
    path.replace(/\/([^/]+)$/, "%2F$1"),
  ];
  const post = (path: string, body: string, headers: Record<string, string> = {}) =>
    logged.request(path, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
  const requestLine = (status: number) => lines.filter((line) => line.msg === "request" && line.status === status).at(-1);

  it("a 3 MB body gets 413 on every spelling of the public forms, before it is parsed", async () => {
    const big = JSON.stringify({ email: `${"x".repeat(3 * 1024 * 1024)}@example.com` });
    for (const path of ["/api/auth/login", "/api/contact", "/api/newsletter"]) {
      for (const variant of [path, ...variants(path)]) {
        const response = await post(variant, big);
        expect(response.status, variant).toBe(413);
        expect((await response.json()).message, variant).toContain("1 MB");
      }
    }
  });

  it("every spelling gets the lower-case path's answer and log line: validation failure, access denial, admin write", async () => {
    for (const variant of variants("/api/contact")) {
      const response = await post(variant, "{}");
      expect(response.status, variant).toBe(400);
      expect(requestLine(400), variant).toMatchObject({ event: "validation.failed", method: "POST", path: "/api/contact" });
    }
    for (const variant of variants("/api/admin/brands")) {
      const response = await logged.request(variant);
      expect(response.status, variant).toBe(401);
      expect(response.headers.get("cache-control"), variant).toBe("no-store");
      expect(requestLine(401), variant).toMatchObject({ event: "access.denied", path: "/api/admin/brands" });
    }
    for (const [index, variant] of variants("/api/admin/brands").entries()) {
      const response = await post(variant, JSON.stringify({ name: `Büyük Harf ${index}` }), { cookie });
      expect(response.status, variant).toBe(201);
      expect(response.headers.get("cache-control"), variant).toBe("no-store");
      expect(requestLine(201), variant).toMatchObject({ event: "admin.write", path: "/api/admin/brands" });
    }
  });
});

describe("control characters in a path segment (issue 15, item 4)", () => {
  it("answer 400, JSON under /api and the Turkish error page elsewhere, before any route runs", async () => {
    for (const target of ["/api/blog/%00", "/api/blog/a%01b", "/API/products/%7f", "/api/admin/brands/%00"]) {
      const response = await ctx.request(target, { headers: { cookie: ctx.cookie } });
      expect(response.status, target).toBe(400);
      expect(await response.json(), target).toEqual({ message: "Adres denetim karakteri (ör. NUL) içeremez." });
    }
    for (const target of ["/blog/%00", "/urun/%0a", "/n1_admin/%1b"]) {
      const response = await ctx.request(target);
      expect(response.status, target).toBe(400);
      expect(await response.text(), target).toContain("Geçersiz istek");
    }
  });
});

describe("the backup download (issue 15, item 10)", () => {
  const OWN_PAGE = { origin: TEST_ORIGIN, "sec-fetch-site": "same-origin" };
  const backupPost = (headers: Record<string, string>) => ctx.request("/api/admin/backup", { method: "POST", headers });

  it("refuses anything but a same-origin request of our own pages, and every GET", async () => {
    const refusals: Record<string, string>[] = [
      { cookie: ctx.cookie, "sec-fetch-site": "cross-site" },
      { cookie: ctx.cookie, "sec-fetch-site": "same-site" },
      { cookie: ctx.cookie, "sec-fetch-site": "none" },
      // No Sec-Fetch-Site (an old browser or a script) and no Origin or Referer to check.
      { cookie: ctx.cookie },
      { cookie: ctx.cookie, ...OWN_PAGE, "sec-fetch-site": "same-site" },
    ];
    for (const headers of refusals) {
      const response = await backupPost(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.json()).toEqual({ message: "Yedek yalnızca yönetim panelinden indirilebilir." });
    }
    expect((await backupPost({ cookie: ctx.cookie, origin: "https://evil.example" })).status).toBe(403);
    // A GET, as a link or an <img> on any page would send it, never starts a dump.
    expect((await ctx.request("/api/admin/backup", { headers: { cookie: ctx.cookie, "sec-fetch-site": "same-origin" } })).status).not.toBe(200);
  });

  it("is served to the panel's own same-origin POST", async () => {
    const response = await backupPost({ cookie: ctx.cookie, ...OWN_PAGE });
    expect(response.status).toBe(200);
    await response.body?.cancel();
  });
});
