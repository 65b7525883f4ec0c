import { beforeAll, expect, it } from "vitest";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { surveyDays } from "#app/features/leads/survey-calendar";
import { describeEachDatabase } from "#tests/setup/test-database";
import { createAppOver, TEST_ORIGIN } from "#tests/support/test-app";

/*
 * Issue 27 item 18: the contact form's lead counts against the shared `lead` limit, 5 leads per
 * 10 minutes per IP together with the survey and quote forms (ADR 029, docs/security.md); it had a
 * bucket of its own, so one address could send 10 leads in 10 minutes.
 */

describeEachDatabase("the shared lead limit", (getDatabase) => {
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];

  const survey = (ip: string) =>
    request("/ucretsiz-kesif", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "x-forwarded-for": ip },
      body: new URLSearchParams({
        services: "cctv",
        siteType: "ev",
        district: "izmit",
        preferredDate: surveyDays(new Date())[0]!.value,
        name: "Ayşe Yılmaz",
        phone: "0532 123 45 67",
        consent: "on",
      }),
    });
  const contactApi = (ip: string) =>
    request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ name: "Ali Kaya", email: "ali@example.com", subject: "diger", message: "Merhaba" }),
    });
  const contactPage = (ip: string) =>
    request("/iletisim", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "x-forwarded-for": ip },
      body: new URLSearchParams({ name: "Ali Kaya", email: "ali@example.com", subject: "diger", message: "Merhaba" }),
    });

  beforeAll(async () => {
    await seedDemoContent(getDatabase().db);
    ({ request } = await createAppOver(getDatabase(), { TRUST_PROXY: "1" }));
  });

  it("three survey requests leave an address two contact messages, then the API answers 429", async () => {
    const ip = "198.51.100.10";
    for (let index = 0; index < 3; index++) expect((await survey(ip)).status).toBe(303);
    expect((await contactApi(ip)).status).toBe(201);
    expect((await contactPage(ip)).status).toBe(303);
    const refused = await contactApi(ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await contactPage(ip)).status).toBe(429);
    // Another address has its own five.
    expect((await contactApi("198.51.100.11")).status).toBe(201);
  });

  it("five contact messages leave an address no survey request", async () => {
    const ip = "198.51.100.12";
    for (let index = 0; index < 5; index++) expect((await contactApi(ip)).status).toBe(201);
    expect((await survey(ip)).status).toBe(429);
  });
});
