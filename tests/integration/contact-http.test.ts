import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISTRICTS } from "#app/content/districts";
import { contactMessages } from "#app/db/schema/contact";
import { leads } from "#app/db/schema/leads";
import { DEFAULT_SITE_SETTINGS } from "#app/domain/site-settings";
import { eventually, startSmtpSink } from "#tests/support/smtp-sink";
import { createTestApp, jsonSender, signIn } from "#tests/support/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let inbox: Awaited<ReturnType<typeof startSmtpSink>>["received"];
beforeAll(async () => {
  sink = await startSmtpSink();
  inbox = sink.received;
  ctx = await createTestApp({ SMTP_URL: sink.url, TRUST_PROXY: "1" });
});
afterAll(async () => {
  await ctx.database.dispose();
  await sink.close();
});

const valid = {
  name: "Mehmet Yilmaz",
  email: "mehmet@ziyaretci.example",
  phone: "+90 555 111 22 33",
  company: "Yilmaz Lojistik",
  subject: "fiyat-teklifi",
  message: "Depomuz icin 16 kameralik bir sistem istiyoruz.",
};

/** Each request from its own address, so the per-IP limit only bites where a test wants it to. */
function post(body: unknown, ip: string) {
  return ctx.request("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
}

describe("POST /api/contact", () => {
  it("stores a valid message, e-mails staff, and the admin inbox shows it as a message and as a lead", async () => {
    const response = await post(valid, "203.0.113.1");
    expect(response.status).toBe(201);

    const cookie = await signIn(ctx.request);
    const messages = (await (await jsonSender(ctx.request, () => cookie)("GET", "/api/admin/messages")).json()) as { name: string; subject: string; isRead: boolean }[];
    expect(messages[0]).toMatchObject({ name: "Mehmet Yilmaz", subject: "fiyat-teklifi", isRead: false });
    const leadList = (await (await jsonSender(ctx.request, () => cookie)("GET", "/api/admin/leads?type=contact")).json()) as { name: string; note: string }[];
    expect(leadList[0]).toMatchObject({ name: "Mehmet Yilmaz", note: "Depomuz icin 16 kameralik bir sistem istiyoruz." });

    // The e-mail is sent once the message is stored, without the visitor waiting for it.
    await eventually(() => inbox.length > 0);
    expect(inbox).toHaveLength(1);
    const [mail] = inbox;
    expect(mail!.to).toEqual([DEFAULT_SITE_SETTINGS.email]);
    expect(mail!.from).toBe("no-reply@www.ornek-guvenlik.example");
    expect(mail!.raw).toMatch(/^Reply-To: Mehmet Yilmaz <mehmet@ziyaretci\.example>$/m);
    expect(mail!.raw).toContain("Depomuz icin 16 kameralik bir sistem istiyoruz.");
    expect(mail!.raw).toMatch(/^Subject: .*Yeni_talep_ILT-\d{4}-\d{6}/m);
    // Quoted-printable: soft line breaks removed, "=" written as "=3D".
    expect(mail!.raw.replace(/=\r\n/g, "")).toMatch(/\/n1_admin\/leads\?q=3DILT-\d{4}-\d{6}/);
  });

  it("answers 400 with Turkish field errors for missing fields and a bad subject, storing nothing", async () => {
    const before = (await ctx.database.db.select().from(contactMessages)).length;
    const response = await post({ name: " ", email: "gecersiz", subject: "bilinmeyen", message: "" }, "203.0.113.2");
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors).toEqual({
      name: ["Adınızı girin."],
      email: ["Geçerli bir e-posta adresi girin."],
      subject: ["Konu seçin."],
      message: ["Mesajınızı yazın."],
    });
    expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(before);
  });

  it("refuses a line break in the name, which would reach a mail header", async () => {
    const response = await post({ ...valid, name: "Ali\r\nBcc: herkes@example.com" }, "203.0.113.3");
    expect(response.status).toBe(400);
  });

  it("accepts a honeypot submission silently and stores nothing", async () => {
    const before = (await ctx.database.db.select().from(contactMessages)).length;
    const mailsBefore = inbox.length;
    const response = await post({ ...valid, website: "https://spam.example" }, "203.0.113.4");
    expect(response.status).toBe(201);
    expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(before);
    expect(await ctx.database.db.select().from(leads)).toHaveLength(1);
    expect(inbox).toHaveLength(mailsBefore);
  });

  it("answers 415 for a form-encoded body", async () => {
    const response = await ctx.request("/api/contact", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "name=a" });
    expect(response.status).toBe(415);
  });
});

describe("POST /api/contact rate limit", () => {
  let limited: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    limited = await createTestApp({ TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await limited.database.dispose();
  });

  const send = (ip: string) =>
    limited.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify(valid),
    });

  it("lets 5 messages per IP through in 10 minutes, then answers 429 with Retry-After", async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await send("198.51.100.7")).status).toBe(201);
    const refused = await send("198.51.100.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(500);
    expect(((await refused.json()) as { message: string }).message).toBe("Çok fazla mesaj gönderdiniz. Lütfen birkaç dakika sonra tekrar deneyin.");
    expect((await send("198.51.100.8")).status).toBe(201);
    expect(await limited.database.db.select().from(contactMessages)).toHaveLength(6);
  });
});

describe("/iletisim", () => {
  it("renders the details from site settings and the three FAQ items as FAQPage JSON-LD", async () => {
    const html = await (await ctx.request("/iletisim")).text();
    expect(html).toContain(DEFAULT_SITE_SETTINGS.address);
    const ldJson = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as { "@graph": { "@type": string; mainEntity?: { name: string }[] }[] });
    const faq = ldJson.flatMap((doc) => doc["@graph"]).find((node) => node["@type"] === "FAQPage");
    expect(faq?.mainEntity?.map((question) => question.name)).toEqual([
      "Bir arıza olduğunda ne kadar sürede destek alırım?",
      "Fiyat teklifi nasıl hazırlanıyor, ücretli mi?",
      "Ürünlerin ve işçiliğin garantisi var mı?",
    ]);
    for (const question of faq!.mainEntity!) expect(html).toContain(question.name);
    expect(html).not.toMatch(/<iframe/);
  });

  it.each(["/", "/iletisim"])("%s describes the one LocalBusiness, serving all 12 districts, with its opening hours", async (path) => {
    const html = await (await ctx.request(path)).text();
    const graph = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap(
      (match) => (JSON.parse(match[1]!) as { "@graph": Record<string, unknown>[] })["@graph"],
    );
    const businesses = graph.filter((node) => node["@type"] === "LocalBusiness");
    expect(businesses).toHaveLength(1);
    expect(businesses[0]).toMatchObject({ "@id": "https://www.ornek-guvenlik.example/#isletme", openingHours: ["Mo-Fr 09:00-18:00", "Sa 09:00-16:00"] });
    expect((businesses[0]!.areaServed as { name: string }[]).map((area) => area.name)).toEqual(DISTRICTS.map((district) => district.name));
  });
});
