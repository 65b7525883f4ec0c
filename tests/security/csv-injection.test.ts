import Papa from "papaparse";
import { beforeAll, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { products } from "#app/db/schema/catalog";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { hashPassword } from "#app/features/auth/password.server";
import { encodeQuoteBasket } from "#app/features/leads/quote-basket-cookie.server";
import { surveyDays } from "#app/features/leads/survey-calendar";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, createAppOver, jsonSender, signIn, TEST_APP_SECRET, TEST_ORIGIN } from "#tests/support/test-app";

/*
 * Issue 27 item 14: CSV formula injection through line breaks. papaparse's formula check only
 * matched single-line values, so a cell starting with `=` and holding a line break left every CSV
 * export as it came in. Anyone can post one (survey address or note, quote note, contact message),
 * a supplier through a product description; the admin's exports must escape them all.
 */

/** The reviewer's repro: a formula, a line break, more text. */
const PAYLOAD = "=cmd|' /C calc'!A0\nx";

const rowsOf = (csv: string) => Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ""), { delimiter: ";", header: true, skipEmptyLines: true }).data;
const form = (fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
  return body;
};

describeEachDatabase("CSV exports with multi-line formulas", (getDatabase) => {
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let send: ReturnType<typeof jsonSender>;
  let cookie = "";

  beforeAll(async () => {
    const { db } = getDatabase();
    await seedDemoContent(db);
    await db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
    ({ request } = await createAppOver(getDatabase(), { TRUST_PROXY: "1" }));
    cookie = await signIn(request);
    send = jsonSender(request, () => cookie);
  });

  it("the reviewer's repro: a survey request's address reaches GET /api/admin/leads/export.csv escaped", async () => {
    const posted = await request("/ucretsiz-kesif", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "x-forwarded-for": "198.51.100.1" },
      body: form({
        services: "cctv",
        siteType: "fabrika-depo",
        district: "gebze",
        address: PAYLOAD,
        preferredDate: surveyDays(new Date())[0]!.value,
        name: "Ayşe Yılmaz",
        phone: "0532 123 45 67",
        note: `+${PAYLOAD}`,
        consent: "on",
      }),
    });
    expect(posted.status).toBe(303);

    const exported = await request("/api/admin/leads/export.csv?type=survey", { headers: { cookie } });
    expect(exported.status).toBe(200);
    const csv = await exported.text();
    expect(csv).not.toContain(`"${PAYLOAD}`);
    const [lead] = rowsOf(csv);
    expect(lead!.Adres).toBe(`'${PAYLOAD}`);
    expect(lead!.Not).toBe(`'+${PAYLOAD}`);
  });

  it("a contact message and a quote request's note are escaped too", async () => {
    const contact = await request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.2" },
      body: JSON.stringify({ name: "Ali Kaya", email: "ali@example.com", subject: "diger", message: `@SUM(1+1)*cmd|' /C calc'!A0\nikinci satır` }),
    });
    expect(contact.status).toBe(201);

    const [product] = await getDatabase().db.select({ id: products.id }).from(products).limit(1);
    const quote = await request("/teklif-sepeti", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: TEST_ORIGIN,
        "x-forwarded-for": "198.51.100.3",
        cookie: `__Host-teklif-sepeti=${encodeQuoteBasket(TEST_APP_SECRET, [{ productId: product!.id, quantity: 2 }])}`,
      },
      body: form({ name: "Mehmet Demir", phone: "0262 321 45 67", district: "izmit", note: `-${PAYLOAD}`, channel: "telefon", consent: "on" }),
    });
    expect(quote.status).toBe(303);

    const byType = async (type: string) => rowsOf(await (await request(`/api/admin/leads/export.csv?type=${type}`, { headers: { cookie } })).text());
    expect((await byType("contact"))[0]!.Not).toBe(`'@SUM(1+1)*cmd|' /C calc'!A0\nikinci satır`);
    expect((await byType("quote"))[0]!.Not).toBe(`'-${PAYLOAD}`);
  });

  it("a product description from a supplier is escaped in the products CSV, and the import restores it", async () => {
    const [product] = await getDatabase().db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).limit(1);
    const item = (await (await send("GET", `/api/admin/products/${product!.id}`)).json()) as Record<string, unknown>;
    expect((await send("PUT", `/api/admin/products/${product!.id}`, { ...item, description: PAYLOAD })).status).toBe(200);

    const csv = await (await request("/api/admin/products/export.csv", { headers: { cookie } })).text();
    const row = rowsOf(csv).find((candidate) => candidate.id === String(product!.id));
    expect(row!.description).toBe(`'${PAYLOAD}`);

    const reimported = await request("/api/admin/products/import?dryRun=1", { method: "POST", headers: { cookie, "content-type": "text/csv; charset=utf-8" }, body: csv });
    expect(await reimported.json()).toMatchObject({ updates: 0, errors: [] });
  });
});
