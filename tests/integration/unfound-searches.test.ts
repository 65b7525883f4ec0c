import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { unfoundSearches } from "#app/db/schema/catalog";
import { auditLog } from "#app/db/schema/site";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { hashPassword } from "#app/features/auth/password.server";
import { recordUnfoundSearch, UNFOUND_MAX_ROWS } from "#app/features/catalog/unfound-searches.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, createAppOver, jsonSender, signIn } from "#tests/support/test-app";

/*
 * Issue 19 item 5: catalogue searches that find nothing are counted (folded query, count, first
 * and last seen; nothing about the visitor), never for bots, and listed for staff; issue 27 item 15
 * bounds the log (see tests/security/unfound-search-log.test.ts for the abuse cases). On PGlite and PostgreSQL.
 */

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Page = { items: { id: number; query: string; count: number }[]; total: number; page: number; pageSize: number };

describeEachDatabase("unfound catalogue searches", (getDatabase) => {
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let send: ReturnType<typeof jsonSender>;
  const search = (q: string, { userAgent = BROWSER, extra = "" } = {}) => request(`/urunler?q=${encodeURIComponent(q)}${extra}`, { headers: { "user-agent": userAgent } });
  const counted = async () => (await getDatabase().db.select().from(unfoundSearches).orderBy(unfoundSearches.query)).map(({ query, count }) => ({ query, count }));

  beforeAll(async () => {
    const { db } = getDatabase();
    await seedDemoContent(db);
    await db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
    ({ request } = await createAppOver(getDatabase()));
    const cookie = await signIn(request);
    send = jsonSender(request, () => cookie);
  });

  it("counts a search that finds nothing, folded, every time, on a page the page cache does not keep", async () => {
    for (const q of ["Termal Kamera Zeplin", "TERMAL  kamera zeplin", "termal kâmera zeplın"]) {
      const response = await search(q);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      expect(response.headers.get("x-cache")).toBeNull();
      expect(await response.text()).toMatch(/>0(<!-- -->)? ürün bulundu</);
    }
    expect(await counted()).toEqual([{ query: "termal kamera zeplin", count: 3 }]);
  });

  it("does not count a bot, a search that finds something, a search narrowed by a filter, or a query over 60 characters", async () => {
    const before = await counted();
    expect((await search("zeplin radar", { userAgent: GOOGLEBOT })).status).toBe(200);
    const found = await search("kamera");
    expect(found.headers.get("cache-control")).toMatch(/^public, /);
    expect(found.headers.get("x-cache")).toBe("MISS");
    expect((await search("kamera")).headers.get("x-cache")).toBe("HIT");
    expect((await search("zeplin radar", { extra: "&category=cctv-guvenlik-cozumleri" })).status).toBe(200);
    expect((await search("z".repeat(61))).status).toBe(200);
    expect(await counted()).toEqual(before);
  });

  it("keeps a query of 60 characters, and one upsert counts concurrent searches", async () => {
    const { db } = getDatabase();
    const query = "ğ".repeat(60);
    await recordUnfoundSearch(db, { query, userAgent: BROWSER, clientIp: "203.0.113.5" });
    await Promise.all(Array.from({ length: 4 }, () => recordUnfoundSearch(db, { query, userAgent: BROWSER, clientIp: "203.0.113.6" })));
    const [row] = await db.select().from(unfoundSearches).where(eq(unfoundSearches.query, "g".repeat(60)));
    expect(row?.count).toBe(5);
  });

  it("keeps at most 1,000 rows: a new term pushes out the least searched, least recently searched one", async () => {
    const { db } = getDatabase();
    const long = new Date("2026-01-01T00:00:00Z");
    // Fill the table to the cap with terms searched twice, and one searched once long ago.
    const current = (await counted()).length;
    await db.insert(unfoundSearches).values(
      Array.from({ length: UNFOUND_MAX_ROWS - current - 1 }, (_, index) => ({ query: `doldurma ${index}`, count: 2, firstSeenAt: long, lastSeenAt: new Date() })),
    );
    await db.insert(unfoundSearches).values({ query: "eski tek arama", count: 1, firstSeenAt: long, lastSeenAt: long });
    expect((await counted()).length).toBe(UNFOUND_MAX_ROWS);

    expect(await recordUnfoundSearch(db, { query: "yeni arama", userAgent: BROWSER, clientIp: "203.0.113.7" })).toBe("added");
    const after = await counted();
    expect(after).toHaveLength(UNFOUND_MAX_ROWS);
    expect(after.map(({ query }) => query)).toContain("yeni arama");
    expect(after.map(({ query }) => query)).not.toContain("eski tek arama");
    expect(after.map(({ query }) => query)).toContain("termal kamera zeplin");
  });

  it("lists them for staff a page of 50 at a time, most searched first", async () => {
    const first = (await (await send("GET", "/api/admin/unfound-searches")).json()) as Page;
    expect(first).toMatchObject({ total: UNFOUND_MAX_ROWS, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toMatchObject({ query: "g".repeat(60), count: 5 });
    expect(Object.keys(first.items[0]!).sort()).toEqual(["count", "firstSeenAt", "id", "lastSeenAt", "query"]);
    const last = (await (await send("GET", "/api/admin/unfound-searches?page=20")).json()) as Page;
    expect(last.items).toHaveLength(50);
    expect(last.items.at(-1)!.query).toBe("yeni arama");
    expect(new Set([...first.items, ...last.items].map((item) => item.id)).size).toBe(100);
    expect(((await (await send("GET", "/api/admin/unfound-searches?page=21")).json()) as Page).items).toEqual([]);
    for (const bad of ["page=0", "page=-1", "page=abc", "page=1&page=2", "sort=query"]) {
      expect((await send("GET", `/api/admin/unfound-searches?${bad}`)).status, bad).toBe(400);
    }
    expect((await request("/api/admin/unfound-searches")).status).toBe(401);
  });

  it("deletes one with an audit entry; create and edit are not offered", async () => {
    const { db } = getDatabase();
    const [target] = await db.select().from(unfoundSearches).where(eq(unfoundSearches.query, "termal kamera zeplin"));
    const removed = await send("DELETE", `/api/admin/unfound-searches/${target!.id}`);
    expect(removed.status).toBe(204);
    expect((await send("DELETE", `/api/admin/unfound-searches/${target!.id}`)).status).toBe(404);
    expect((await send("POST", "/api/admin/unfound-searches", { query: "x" })).status).toBe(405);
    expect((await send("PATCH", `/api/admin/unfound-searches/${target!.id}`, { count: 1 })).status).toBe(405);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entityType, "unfound-search"));
    expect(audit).toMatchObject({ action: "delete", entityId: String(target!.id), details: { query: "termal kamera zeplin", count: 3 } });
  });
});
