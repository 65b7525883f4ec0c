import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { unfoundSearches } from "#app/db/schema/catalog";
import { auditLog } from "#app/db/schema/site";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { hashPassword } from "#app/features/auth/password.server";
import { recordUnfoundSearch } from "#app/features/catalog/unfound-searches.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, createAppOver, jsonSender, signIn } from "#tests/support/test-app";

/*
 * Issue 19 item 5: catalogue searches that find nothing are counted (folded query, count, first
 * and last seen; nothing about the visitor), never for bots, and listed for staff. On PGlite and PostgreSQL.
 */

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

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

  it("does not count a bot, a search that finds something, a search narrowed by a filter, or an over-long query", async () => {
    const before = await counted();
    expect((await search("zeplin radar", { userAgent: GOOGLEBOT })).status).toBe(200);
    const found = await search("kamera");
    expect(found.headers.get("cache-control")).toMatch(/^public, /);
    expect(found.headers.get("x-cache")).toBe("MISS");
    expect((await search("kamera")).headers.get("x-cache")).toBe("HIT");
    expect((await search("zeplin radar", { extra: "&category=cctv-guvenlik-cozumleri" })).status).toBe(200);
    expect((await search("z".repeat(101))).status).toBe(200);
    expect(await counted()).toEqual(before);
  });

  it("stores at most 100 characters, and one upsert counts concurrent searches", async () => {
    const { db } = getDatabase();
    await Promise.all(Array.from({ length: 5 }, () => recordUnfoundSearch(db, `${"ğ".repeat(120)}`)));
    const [row] = await db.select().from(unfoundSearches).where(eq(unfoundSearches.query, "g".repeat(100)));
    expect(row?.count).toBe(5);
  });

  it("lists them for staff, most searched first, and deletes one with an audit entry", async () => {
    const list = (await (await send("GET", "/api/admin/unfound-searches")).json()) as { id: number; query: string; count: number; lastSeenAt: string }[];
    expect(list.map(({ query, count }) => ({ query, count }))).toEqual([
      { query: "g".repeat(100), count: 5 },
      { query: "termal kamera zeplin", count: 3 },
    ]);
    expect(Object.keys(list[0]!).sort()).toEqual(["count", "firstSeenAt", "id", "lastSeenAt", "query"]);
    const removed = await send("DELETE", `/api/admin/unfound-searches/${list[1]!.id}`);
    expect(removed.status).toBe(204);
    expect((await send("DELETE", `/api/admin/unfound-searches/${list[1]!.id}`)).status).toBe(404);
    expect((await send("POST", "/api/admin/unfound-searches", { query: "x" })).status).toBe(405);
    expect((await send("PATCH", `/api/admin/unfound-searches/${list[0]!.id}`, { count: 1 })).status).toBe(405);
    const [audit] = await getDatabase().db.select().from(auditLog).where(eq(auditLog.entityType, "unfound-search"));
    expect(audit).toMatchObject({ action: "delete", entityId: String(list[1]!.id), details: { query: "termal kamera zeplin", count: 3 } });
    expect((await request("/api/admin/unfound-searches")).status).toBe(401);
  });
});
