import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "#app/db/schema/contact";
import { createUnsubscribeToken, unsubscribeUrl } from "#app/features/newsletter/unsubscribe-token.server";
import { createTestApp, TEST_APP_SECRET, TEST_ORIGIN } from "#tests/support/test-app";

let site: Awaited<ReturnType<typeof createTestApp>>;
let nextIp = 1;
/** Each test signs up from its own address (TRUST_PROXY=1), so the rate limit of one never hits another. */
const freshIp = () => `203.0.113.${nextIp++}`;

beforeAll(async () => {
  site = await createTestApp({ TRUST_PROXY: "1" });
});

afterAll(async () => {
  await site.database.dispose();
});

const subscribe = (body: unknown, ip: string, contentType = "application/json") =>
  site.request("/api/newsletter", {
    method: "POST",
    headers: { "content-type": contentType, "x-forwarded-for": ip, origin: TEST_ORIGIN },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const rowsFor = (email: string) =>
  site.database.db
    .select({ email: newsletterSubscribers.email, marketingConsent: newsletterSubscribers.marketingConsent, consentedAt: newsletterSubscribers.consentedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));

const SUBSCRIBED = { message: "Bülten aboneliğiniz kaydedildi. Yeni yazılarımızdan haberdar olacaksınız." };

describe("POST /api/newsletter", () => {
  it("stores a new subscriber, trimmed and lower-cased, without marketing consent unless ticked", async () => {
    const response = await subscribe({ email: "  Ayse.Yilmaz@Ornek.Example ", marketingConsent: false }, freshIp());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(SUBSCRIBED);
    expect(await rowsFor("ayse.yilmaz@ornek.example")).toEqual([{ email: "ayse.yilmaz@ornek.example", marketingConsent: false, consentedAt: null }]);
  });

  it("is idempotent: the same address again answers the same and keeps one row", async () => {
    const ip = freshIp();
    const first = await subscribe({ email: "tekrar@ornek.example" }, ip);
    const second = await subscribe({ email: "TEKRAR@ornek.example" }, ip);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await second.json()).toEqual(await first.json());
    expect(await rowsFor("tekrar@ornek.example")).toHaveLength(1);
  });

  it("records a newly ticked consent with its time, and an unticked box later does not withdraw it", async () => {
    const ip = freshIp();
    await subscribe({ email: "izin@ornek.example", marketingConsent: false }, ip);
    const before = Date.now();
    await subscribe({ email: "izin@ornek.example", marketingConsent: true }, ip);
    const [consented] = await rowsFor("izin@ornek.example");
    expect(consented!.marketingConsent).toBe(true);
    expect(consented!.consentedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    await subscribe({ email: "izin@ornek.example", marketingConsent: false }, ip);
    expect(await rowsFor("izin@ornek.example")).toEqual([consented]);
  });

  it.each([
    [{}, "email", "E-posta adresinizi girin."],
    [{ email: "   " }, "email", "E-posta adresinizi girin."],
    [{ email: "adres-degil" }, "email", "Geçerli bir e-posta adresi girin."],
    [{ email: "a@b" }, "email", "Geçerli bir e-posta adresi girin."],
    [{ email: `${"a".repeat(250)}@ornek.example` }, "email", "E-posta adresi en fazla 254 karakter olabilir."],
    [{ email: "a@ornek.example", marketingConsent: "evet" }, "marketingConsent", "Pazarlama izni evet ya da hayır olmalıdır."],
  ])("answers 400 with a Turkish field error for %j", async (body, field, message) => {
    const response = await subscribe(body, freshIp());
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, fieldErrors: { [field]: [message] } });
  });

  it("answers 415 without a JSON body and 400 for malformed JSON", async () => {
    expect((await subscribe("email=a%40ornek.example", freshIp(), "application/x-www-form-urlencoded")).status).toBe(415);
    const malformed = await subscribe("{", freshIp());
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "İstek gövdesi geçerli bir JSON değil." });
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await subscribe({ email: "bot@ornek.example", website: "https://spam.example" }, freshIp());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(SUBSCRIBED);
    expect(await rowsFor("bot@ornek.example")).toEqual([]);
  });

  it("allows 5 sign-ups per address in 15 minutes, then 429 with Retry-After and a Turkish message", async () => {
    const ip = freshIp();
    for (let index = 0; index < 5; index++) {
      expect((await subscribe({ email: `limit${index}@ornek.example` }, ip)).status).toBe(200);
    }
    const refused = await subscribe({ email: "limit5@ornek.example" }, ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toEqual({ message: "Çok fazla deneme yapıldı. Lütfen 15 dakika sonra tekrar deneyin." });
    expect(await rowsFor("limit5@ornek.example")).toEqual([]);
    expect((await subscribe({ email: "limit5@ornek.example" }, freshIp())).status).toBe(200);
  });

  it("refuses a cross-origin sign-up", async () => {
    const response = await site.request("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://kotu-site.example", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ email: "capraz@ornek.example" }),
    });
    expect(response.status).toBe(403);
    expect(await rowsFor("capraz@ornek.example")).toEqual([]);
  });
});

function flipSignatureCharacter(token: string): string {
  const index = token.indexOf(".") + 5;
  return token.slice(0, index) + (token[index] === "A" ? "B" : "A") + token.slice(index + 1);
}

describe("GET /api/newsletter/unsubscribe", () => {
  const unsubscribePath = (token: string) => `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

  it("with a genuine token deletes the address and shows the confirmation page; the link works again", async () => {
    await subscribe({ email: "ayril@ornek.example", marketingConsent: true }, freshIp());
    const link = new URL(unsubscribeUrl(TEST_ORIGIN, TEST_APP_SECRET, "ayril@ornek.example"));
    const response = await site.request(`${link.pathname}${link.search}`, { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/bulten/abonelik-iptal");
    expect(await rowsFor("ayril@ornek.example")).toEqual([]);

    const again = await site.request(`${link.pathname}${link.search}`, { redirect: "manual" });
    expect(again.headers.get("location")).toBe("/bulten/abonelik-iptal");

    const page = await site.request("/bulten/abonelik-iptal");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Bülten Aboneliği İptal Edildi");
    expect(html).toContain("E-posta adresiniz bülten listemizden silindi.");
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it.each([
    ["a tampered signature", () => flipSignatureCharacter(createUnsubscribeToken(TEST_APP_SECRET, "kalsin@ornek.example"))],
    ["another secret", () => createUnsubscribeToken("baska-bir-gizli-anahtar-baska-bir-gizli", "kalsin@ornek.example")],
    ["another address's signature", () => `${Buffer.from("kalsin@ornek.example").toString("base64url")}.${createUnsubscribeToken(TEST_APP_SECRET, "baskasi@ornek.example").split(".")[1]}`],
    ["an empty token", () => ""],
  ])("with %s keeps the address and shows the invalid-link page with 400", async (_name, token) => {
    await subscribe({ email: "kalsin@ornek.example" }, freshIp());
    const response = await site.request(unsubscribePath(token()), { redirect: "manual" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/bulten/abonelik-iptal?durum=gecersiz");
    expect(await rowsFor("kalsin@ornek.example")).toHaveLength(1);

    const page = await site.request("/bulten/abonelik-iptal?durum=gecersiz");
    expect(page.status).toBe(400);
    expect(await page.text()).toContain("Abonelikten çıkma bağlantısı geçersiz ya da eksik.");
  });

  it("accepts the RFC 8058 one-click POST from a mail client (no Origin header)", async () => {
    await subscribe({ email: "tek-tik@ornek.example" }, freshIp());
    const token = createUnsubscribeToken(TEST_APP_SECRET, "tek-tik@ornek.example");
    const tampered = await site.request(unsubscribePath(`${token}x`), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toEqual({ message: "Abonelikten çıkma bağlantısı geçersiz." });
    expect(await rowsFor("tek-tik@ornek.example")).toHaveLength(1);

    const response = await site.request(unsubscribePath(token), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Bülten aboneliğiniz iptal edildi." });
    expect(await rowsFor("tek-tik@ornek.example")).toEqual([]);
  });
});
