import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { unfoundSearches } from "#app/db/schema/catalog";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { UNFOUND_NEW_TERMS_LIMIT } from "#app/features/catalog/unfound-searches.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { createAppOver } from "#tests/support/test-app";

/*
 * Issue 27 item 15: the zero-result search log was an open, unbounded write with personal data:
 * a row per distinct query (about 32 rows/s from one client), a request without a User-Agent passed
 * the bot filter, and an e-mail address and a phone number were stored verbatim. Now only a
 * browser's searches count, one address adds 10 new terms an hour, and nothing that looks like
 * personal data or a pasted text is stored (the cap on rows, paging and retention:
 * tests/integration/unfound-searches.test.ts, app/db/retention.server.test.ts).
 */

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

describeEachDatabase("the zero-result search log", (getDatabase) => {
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  const search = (q: string, headers: Record<string, string>) => request(`/urunler?q=${encodeURIComponent(q)}`, { headers });
  const stored = async () => (await getDatabase().db.select({ query: unfoundSearches.query }).from(unfoundSearches)).map((row) => row.query).sort();

  beforeAll(async () => {
    await seedDemoContent(getDatabase().db);
    ({ request } = await createAppOver(getDatabase(), { TRUST_PROXY: "1" }));
  });

  it("ignores a request without a User-Agent, with an empty one, or from a bot or a script", async () => {
    for (const userAgent of [undefined, "", "   ", "curl/8.5.0", "python-requests/2.32", "Googlebot/2.1 (+http://www.google.com/bot.html)"]) {
      const response = await search("zeplin radar", { ...(userAgent === undefined ? {} : { "user-agent": userAgent }), "x-forwarded-for": "198.51.100.20" });
      expect(response.status, String(userAgent)).toBe(200);
    }
    expect(await stored()).toEqual([]);
  });

  it("never stores a query that looks like an e-mail address, a phone number, a long digit run, or one over 60 characters", async () => {
    const headers = { "user-agent": BROWSER, "x-forwarded-for": "198.51.100.21" };
    for (const q of [
      "ayse.yilmaz@example.com",
      "ayse@ornek",
      "0532 123 45 67",
      "+90 (532) 123-45-67",
      "5321234567",
      "tc 12345678901",
      "iban TR33 0006 1005 1978 6457 8413 26",
      "kamera ".repeat(9),
    ]) {
      expect((await search(q, headers)).status, q).toBe(200);
    }
    expect(await stored()).toEqual([]);
    // A model number or a size is not personal data.
    for (const q of ["DS-2CD2143G2-IS zeplin", "4 mp 2.8 mm zeplin"]) await search(q, headers);
    expect(await stored()).toEqual(["4 mp 2.8 mm zeplin", "ds-2cd2143g2-is zeplin"]);
  });

  it("lets one address add 10 new terms an hour, still counts the terms it added, and leaves other addresses their own", async () => {
    const flood = { "user-agent": BROWSER, "x-forwarded-for": "198.51.100.22" };
    const before = (await stored()).length;
    for (let index = 0; index < 32; index++) expect((await search(`zeplin ${index}`, flood)).status).toBe(200);
    expect((await stored()).length - before).toBe(UNFOUND_NEW_TERMS_LIMIT.limit);
    await search("zeplin 0", flood);
    const [counted] = await getDatabase().db.select().from(unfoundSearches).where(eq(unfoundSearches.query, "zeplin 0"));
    expect(counted?.count).toBe(2);
    await search("zeplin 31", { ...flood, "x-forwarded-for": "198.51.100.23" });
    expect(await stored()).toContain("zeplin 31");
  });
});
