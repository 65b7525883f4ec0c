import { eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { deleteExpiredContactMessages } from "#app/db/retention.server";
import { auditLog } from "#app/db/schema/site";
import { notFoundPaths, redirects } from "#app/db/schema/redirects";
import { users } from "#app/db/schema/auth";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { hashPassword } from "#app/features/auth/password.server";
import { NOT_FOUND_MAX_ROWS, recordNotFound } from "#app/features/redirects/not-found-log.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, createAppOver, jsonSender, signIn, TEST_ORIGIN } from "#tests/support/test-app";

/*
 * Issue 32 (ADR 043): redirect rules answered by the host from memory, automatic rules on a slug
 * change, loops refused and chains collapsed, the CSV import's dry run, the not-found log's bounds and
 * retention, and a change made through one runtime reaching another by the purge channel. On PGlite
 * and PostgreSQL.
 */

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type App = Awaited<ReturnType<typeof createAppOver>>;
type Rule = { id: number; source: string; target: string; status: number; automatic: boolean; hits: number; updatedAt: string };
type Report = { added: number; changed: number; unchanged: number; refused: number; rows: { row: number; action: string; reason?: string }[] };

/** Polls until `check` passes: the purge message reaches a runtime a moment after the commit. */
async function eventually(check: () => Promise<void>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describeEachDatabase("redirects and the not-found log", (getDatabase) => {
  let one: App;
  let other: App;
  let send: ReturnType<typeof jsonSender>;
  const rules = async () => (await (await send("GET", "/api/admin/redirects")).json()) as Rule[];
  const importCsv = async (csv: string, dryRun: boolean) =>
    one.request(`/api/admin/redirects/import${dryRun ? "?dryRun=1" : ""}`, { method: "POST", headers: { cookie: cookie(), "content-type": "text/csv" }, body: csv });
  let cookieValue = "";
  const cookie = () => cookieValue;

  beforeAll(async () => {
    const { db } = getDatabase();
    await seedDemoContent(db);
    await db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
    // Two runtimes over one database: two instances of the site.
    one = await createAppOver(getDatabase());
    other = await createAppOver(getDatabase());
    cookieValue = await signIn(one.request);
    send = jsonSender(one.request, cookie);
  });

  it("answers a rule made on one instance on the other, before rendering, and counts hits in batches", async () => {
    expect((await other.request("/iletisim.html")).status).toBe(404);
    const created = await send("POST", "/api/admin/redirects", { source: "/iletisim.html", target: "/iletisim", status: 301, note: "Eski site" });
    expect(created.status).toBe(201);
    const rule = (await created.json()) as Rule;
    await eventually(async () => expect((await other.request("/iletisim.html")).status).toBe(301));
    const answer = await other.request("/Iletisim.HTML/?utm_source=eski");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/iletisim");
    expect(answer.headers.get("content-security-policy")).toContain("default-src 'self'");
    // A visitor with a cookie is redirected too; a POST is not.
    expect((await other.request("/iletisim.html", { headers: { cookie: "sepet=1" } })).status).toBe(301);
    expect((await other.request("/iletisim.html", { method: "POST" })).status).not.toBe(301);
    // Hits wait in memory: no write per request.
    const [stored] = await getDatabase().db.select().from(redirects).where(eq(redirects.id, rule.id));
    expect(stored!.hits).toBe(0);
  });

  it("matches a query exactly when the source names one, and any query when told to ignore it", async () => {
    expect((await send("POST", "/api/admin/redirects", { source: "/urunler.php?id=12", target: "/urun/1" })).status).toBe(201);
    expect((await send("POST", "/api/admin/redirects", { source: "/kategori.php?id=3", ignoreQuery: true, target: "/urunler" })).status).toBe(201);
    await eventually(async () => {
      expect((await one.request("/urunler.php?id=12")).headers.get("location")).toBe("/urun/1");
      expect((await one.request("/kategori.php?id=99")).headers.get("location")).toBe("/urunler");
    });
    expect((await one.request("/urunler.php?id=13")).status).toBe(404);
  });

  it("refuses in Turkish: a live page, the admin, a non-https target, a source without /, a duplicate, a loop", async () => {
    const refusal = async (body: object) => {
      const response = await send("POST", "/api/admin/redirects", body);
      return { status: response.status, message: ((await response.json()) as { message: string }).message };
    };
    expect(await refusal({ source: "/hakkimizda", target: "/iletisim" })).toEqual({ status: 400, message: expect.stringMatching(/yayında olan bir sayfa/) });
    expect(await refusal({ source: "/n1_admin/blog", target: "/iletisim" })).toMatchObject({ status: 400, message: expect.stringMatching(/yönetim/) });
    expect(await refusal({ source: "/eski", target: "javascript:alert(1)" })).toMatchObject({ status: 400, message: expect.stringMatching(/https:\/\//) });
    expect(await refusal({ source: "/eski", target: "http://example.com/" })).toMatchObject({ status: 400 });
    expect(await refusal({ source: "eski.html", target: "/iletisim" })).toMatchObject({ status: 400, message: expect.stringMatching(/\/ ile başlayan/) });
    expect(await refusal({ source: "/ILETISIM.html", target: "/urunler" })).toMatchObject({ status: 409, message: expect.stringMatching(/zaten bir yönlendirme/) });
    expect((await send("POST", "/api/admin/redirects", { source: "/a", target: "/b" })).status).toBe(201);
    expect(await refusal({ source: "/b", target: "/a" })).toMatchObject({ status: 400, message: "Döngü oluşur: /b → /a → /b. Bu yönlendirme kaydedilmedi." });
    expect(await refusal({ source: "/c", target: "/c/" })).toMatchObject({ status: 400, message: expect.stringMatching(/Döngü/) });
  });

  it("collapses a chain: a target that is a source, and rules that led to a new source", async () => {
    // /a → /b exists; /b → /iletisim re-points /a; /d → /a is stored as /d → /iletisim.
    expect((await send("POST", "/api/admin/redirects", { source: "/b", target: "/iletisim" })).status).toBe(201);
    const toA = (await (await send("POST", "/api/admin/redirects", { source: "/d", target: "/a" })).json()) as Rule;
    expect(toA.target).toBe("/iletisim");
    const bySource = new Map((await rules()).map((rule) => [rule.source, rule.target]));
    expect(bySource.get("/a")).toBe("/iletisim");
    expect(bySource.get("/b")).toBe("/iletisim");
  });

  it("points a renamed post's old addresses at its current one, in one transaction, without chains", async () => {
    const [post] = await getDatabase().db.execute<{ id: number }>(sql`select id from blog_posts where is_published order by id limit 1`).then((result) => result.rows);
    const read = async () => (await (await send("GET", `/api/admin/blog/${post!.id}`)).json()) as Record<string, unknown> & { slug: string; updatedAt: string };
    const rename = async (slug: string) => {
      const { id: _id, authorId: _author, publishedAt: _published, createdAt: _created, contentUpdatedAt: _content, ...current } = await read();
      const response = await send("PUT", `/api/admin/blog/${post!.id}`, { ...current, slug });
      expect(response.status).toBe(200);
    };
    const first = (await read()).slug;
    await rename("yeni-ad-bir");
    await rename("yeni-ad-iki");
    await eventually(async () => expect((await other.request(`/blog/${first}`)).headers.get("location")).toBe("/blog/yeni-ad-iki"));
    expect((await other.request("/blog/yeni-ad-bir")).headers.get("location")).toBe("/blog/yeni-ad-iki");
    expect((await other.request("/blog/yeni-ad-iki")).status).toBe(200);
    // Back to the first name: that address is the page again, and the others follow it.
    await rename(first);
    await eventually(async () => expect((await other.request(`/blog/${first}`)).status).toBe(200));
    expect((await other.request("/blog/yeni-ad-bir")).headers.get("location")).toBe(`/blog/${first}`);
    const automatic = (await rules()).filter((rule) => rule.automatic);
    expect(automatic.map((rule) => rule.target).every((target) => target === `/blog/${first}`)).toBe(true);
    // A staff rule to an old address is stored pointing at the current one; one back to the post's old address loops.
    const collapsed = await send("POST", "/api/admin/redirects", { source: "/eski-blog", target: "/blog/yeni-ad-iki" });
    expect((await collapsed.json()) as Rule).toMatchObject({ target: `/blog/${first}` });
  });

  it("imports a CSV: a dry run reports each row and writes nothing; the import writes the rows that pass", async () => {
    const lines = Array.from({ length: 19 }, (_, index) => `/eski-urun-${index + 1}.html;/urunler;301;eski site`);
    const csv = ["kaynak;hedef;tür;not", ...lines, "/hakkimizda;/iletisim;301;canlı sayfa", "/iletisim.html;/urunler;301;değişti"].join("\r\n");
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    const report = (await dry.json()) as Report;
    expect(report).toMatchObject({ added: 19, changed: 1, refused: 1 });
    expect(report.rows.find((row) => row.row === 21)).toMatchObject({ action: "refuse", reason: expect.stringMatching(/yayında olan bir sayfa/) });
    expect(await getDatabase().db.select().from(redirects).where(sql`${redirects.source} like '/eski-urun-%'`)).toEqual([]);
    const applied = (await (await importCsv(csv, false)).json()) as Report;
    expect(applied).toMatchObject({ added: 19, changed: 1, refused: 1 });
    await eventually(async () => expect((await other.request("/eski-urun-20.html")).status).toBe(404));
    await eventually(async () => expect((await other.request("/eski-urun-19.html")).headers.get("location")).toBe("/urunler"));
    // Comma-separated, no header, a duplicate row in the file.
    const comma = (await (await importCsv("/virgul-1,/urunler\n/virgul-1,/iletisim\n", true)).json()) as Report;
    expect(comma.rows.map((row) => row.action)).toEqual(["add", "refuse"]);
    expect(comma.rows[1]!.reason).toMatch(/satır 1/);
  });

  it("exports the rules with formula escaping", async () => {
    expect((await send("POST", "/api/admin/redirects", { source: "/formul", target: "/urunler", note: "=HYPERLINK(\"x\")" })).status).toBe(201);
    const response = await one.request("/api/admin/redirects/export.csv", { headers: { cookie: cookie() } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("kaynak;hedef;tür;not");
    expect(text).toContain(`'=HYPERLINK(""x"")`);
  });

  it("logs a browser's 404, normalised, with the referring host only; not a bot, an empty agent or a scanner probe", async () => {
    const visit = (path: string, userAgent: string, referer?: string) => other.request(path, { headers: { "user-agent": userAgent, ...(referer && { referer }) } });
    expect((await visit("/Eski-Sayfa/?kimlik=5", BROWSER, "https://www.google.com/search?q=gizli")).status).toBe(404);
    await visit("/eski-sayfa", BROWSER);
    await visit("/bot-sayfasi", GOOGLEBOT);
    await visit("/bos-ajan", "");
    for (const probe of ["/wp-admin/setup.php", "/.env", "/xmlrpc.php", "/eski/config.php"]) await visit(probe, BROWSER);
    await eventually(async () => {
      const rows = await getDatabase().db.select().from(notFoundPaths);
      expect(rows.map(({ path, count, referrerHost }) => ({ path, count, referrerHost }))).toEqual([{ path: "/eski-sayfa", count: 2, referrerHost: "www.google.com" }]);
    });
    const page = (await (await send("GET", "/api/admin/not-found-paths")).json()) as { items: { path: string }[]; total: number };
    expect(page.items[0]!.path).toBe("/eski-sayfa");
    // A rule made from the row takes the row away and answers at once.
    expect((await send("POST", "/api/admin/redirects", { source: "/eski-sayfa", target: "/hakkimizda" })).status).toBe(201);
    expect(await getDatabase().db.select().from(notFoundPaths)).toEqual([]);
  });

  it("keeps at most NOT_FOUND_MAX_ROWS rows and deletes those nobody hit within the retention period", async () => {
    const { db } = getDatabase();
    const old = new Date("2020-01-01T00:00:00Z");
    await db.insert(notFoundPaths).values(Array.from({ length: NOT_FOUND_MAX_ROWS }, (_, index) => ({ path: `/dolu-${index}`, count: 1, firstSeenAt: old, lastSeenAt: old })));
    expect(await recordNotFound(db, { path: "/yeni-bir-yol", userAgent: BROWSER, referer: null, clientIp: "203.0.113.7" })).toBe("added");
    const [{ total } = { total: 0 }] = (await db.execute<{ total: number }>(sql`select count(*)::int as total from not_found_paths`)).rows;
    expect(total).toBe(NOT_FOUND_MAX_ROWS);
    const result = await deleteExpiredContactMessages(db);
    expect(result).toMatchObject({ deletedNotFoundPaths: NOT_FOUND_MAX_ROWS - 1 });
    expect((await db.select({ path: notFoundPaths.path }).from(notFoundPaths)).map((row) => row.path)).toEqual(["/yeni-bir-yol"]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityType, "not-found-path"));
    expect(audit?.action).toBe("retention-delete");
  });

  it("never lists a redirected address in the sitemap; the SEO analysis names content links to one", async () => {
    const { db } = getDatabase();
    const [product] = (await db.execute<{ id: number }>(sql`select id from products where is_active order by id limit 1`)).rows;
    const sitemap = async () => (await one.request("/sitemap.xml")).text();
    expect(await sitemap()).toContain(`/urun/${product!.id}</loc>`);
    // A rule made while the address was free keeps answering once a page takes it: the sitemap must not list it.
    const [rule] = await db.insert(redirects).values({ source: `/urun/${product!.id}`, sourceKey: `/urun/${product!.id}`, target: "/urunler" }).returning();
    expect(await sitemap()).not.toContain(`/urun/${product!.id}</loc>`);
    await db.execute(sql`update products set description = description || ' [eski iletişim](/iletisim.html) <a href="https://www.ornek-guvenlik.example/ILETISIM.html">x</a> [canlı](/iletisim)' where id = ${product!.id}`);
    const analysis = (await (await send("GET", "/api/admin/seo/analysis")).json()) as { issues: { id: string; issue: string; severity: string }[] };
    const linkIssues = analysis.issues.filter((issue) => issue.id.startsWith(`product-${product!.id}-redirected-link-`));
    expect(linkIssues.map((issue) => issue.issue)).toEqual([
      "İçerikteki /iletisim.html bağlantısı yönlendirilen bir adrese gidiyor (→ /urunler); bağlantıyı yeni adresle değiştirin.",
      "İçerikteki https://www.ornek-guvenlik.example/ILETISIM.html bağlantısı yönlendirilen bir adrese gidiyor (→ /urunler); bağlantıyı yeni adresle değiştirin.",
    ]);
    await db.delete(redirects).where(eq(redirects.id, rule!.id));
  });

  it("answers a 302 rule with 302, its Location and no-store", async () => {
    const created = await send("POST", "/api/admin/redirects", { source: "/kampanya-2025", target: "/urunler", status: 302 });
    expect(created.status).toBe(201);
    expect((await created.json()) as Rule).toMatchObject({ status: 302 });
    await eventually(async () => expect((await other.request("/kampanya-2025")).status).toBe(302));
    const answer = await other.request("/kampanya-2025");
    expect(answer.headers.get("location")).toBe("/urunler");
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect((await other.request("/iletisim.html")).headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("lists the not-found paths most hit first, whatever was hit last", async () => {
    const visit = (path: string) => other.request(path, { headers: { "user-agent": BROWSER } });
    for (let index = 0; index < 3; index++) expect((await visit("/uc-kez-aranan")).status).toBe(404);
    expect((await visit("/bir-kez-aranan")).status).toBe(404);
    type Row = { path: string; count: number };
    const listed = async () => ((await (await send("GET", "/api/admin/not-found-paths")).json()) as { items: Row[] }).items.filter((row) => row.path.endsWith("-aranan"));
    await eventually(async () => expect((await listed()).map(({ path, count }) => ({ path, count }))).toEqual([
      { path: "/uc-kez-aranan", count: 3 },
      { path: "/bir-kez-aranan", count: 1 },
    ]));
  });

  it("names a renamed post's new address as its canonical; the old address answers 301 and is never a canonical", async () => {
    const [post] = await getDatabase().db.execute<{ id: number }>(sql`select id from blog_posts where is_published order by id desc limit 1`).then((result) => result.rows);
    const { id: _id, authorId: _author, publishedAt: _published, createdAt: _created, contentUpdatedAt: _content, ...current } = (await (await send("GET", `/api/admin/blog/${post!.id}`)).json()) as Record<string, unknown> & { slug: string };
    const old = `/blog/${current.slug}`;
    const canonicalOf = async (path: string) => /<link rel="canonical" href="([^"]+)"/.exec(await (await one.request(path)).text())?.[1];
    expect(await canonicalOf(old)).toBe(`${TEST_ORIGIN}${old}`);
    expect((await send("PUT", `/api/admin/blog/${post!.id}`, { ...current, slug: "kanonik-yeni-ad" })).status).toBe(200);
    await eventually(async () => expect((await one.request(old)).status).toBe(301));
    expect((await one.request(old)).headers.get("location")).toBe("/blog/kanonik-yeni-ad");
    const canonical = await canonicalOf("/blog/kanonik-yeni-ad");
    expect(canonical).toBe(`${TEST_ORIGIN}/blog/kanonik-yeni-ad`);
    const sources = new Set((await rules()).map((rule) => rule.source));
    expect(sources.has(old)).toBe(true);
    expect(sources.has(new URL(canonical!).pathname)).toBe(false);
  });

  it("writes the counted hits in one statement that purges nothing", async () => {
    // On PostgreSQL the purges of the earlier tests' writes arrive by NOTIFY a moment later: let them land first.
    let before = one.runtime.pageCache.generation;
    for (let settled = false; !settled; ) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      settled = one.runtime.pageCache.generation === before;
      before = one.runtime.pageCache.generation;
    }
    await other.runtime.close();
    const [counted] = await getDatabase().db.select().from(redirects).where(eq(redirects.source, "/iletisim.html"));
    expect(counted!.hits).toBeGreaterThanOrEqual(3);
    expect(counted!.lastHitAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(one.runtime.pageCache.generation).toBe(before);
    await one.runtime.close();
  });
});
