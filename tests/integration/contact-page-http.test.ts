import { beforeAll, expect, it } from "vitest";
import { contactMessages } from "#app/db/schema/contact";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { createAppOver, TEST_ORIGIN } from "#tests/support/test-app";

/* The contact page's own form post (ADR 027: /iletisim without React), over HTTP, on PGlite and PostgreSQL. */

const decode = (text: string) => text.replace(/<!-- -->/g, "").replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

describeEachDatabase("contact page form", (getDatabase) => {
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let ipCounter = 0;
  /** Each post from its own address unless a test gives one, so the per-IP limit bites only where wanted. */
  const post = (fields: Record<string, string>, { ip = `203.0.113.${++ipCounter}`, headers = {} as Record<string, string> } = {}) =>
    request("/iletisim", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "x-forwarded-for": ip, ...headers },
      body: new URLSearchParams(fields),
    });
  const valid = () => ({
    name: "Zeynep Çelik",
    email: "zeynep@ornek-fabrika.example",
    phone: "0532 123 45 67",
    company: "",
    subject: "yangin-algilama",
    message: "Fabrikamız için yangın algılama keşfi istiyoruz.",
    website: "",
  });
  const storedCount = async () => (await getDatabase().db.select({ id: contactMessages.id }).from(contactMessages)).length;

  beforeAll(async () => {
    await seedDemoContent(getDatabase().db);
    ({ request } = await createAppOver(getDatabase(), { TRUST_PROXY: "1" }));
  });

  it("the page is the same for everyone: cacheable, the enhancement script only, and the prefill still works", async () => {
    const response = await request("/iletisim?konu=fiyat-teklifi&mesaj=8%20kamera%2C%2030%20g%C3%BCn");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    const html = decode(await response.text());
    expect(html).toContain('<option value="fiyat-teklifi" selected="">Fiyat Teklifi</option>');
    expect(html).toContain(">8 kamera, 30 gün</textarea>");
    expect(html).toContain('<form noValidate="" class="grid gap-4" aria-label="İletişim formu" method="post">');
    expect(html).not.toContain("modulepreload");
    // The map's button needs JavaScript, so the server sends it hidden; the enhancer shows it.
    expect(html).toMatch(/<button[^>]*data-map-show="true"[^>]*hidden=""/);
  });

  it("stores a valid message and answers 303 to the confirmation, which sends nothing again", async () => {
    const before = await storedCount();
    const response = await post(valid());
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/iletisim/mesaj-alindi");
    const rows = await getDatabase().db.select().from(contactMessages);
    expect(rows.length).toBe(before + 1);
    expect(rows.find((row) => row.message === valid().message)).toMatchObject({
      name: "Zeynep Çelik",
      email: "zeynep@ornek-fabrika.example",
      phone: "0532 123 45 67",
      company: null,
      subject: "yangin-algilama",
    });
    const confirmation = await request("/iletisim/mesaj-alindi");
    expect(confirmation.status).toBe(200);
    const html = decode(await confirmation.text());
    expect(html).toContain("Mesajınız Gönderildi");
    expect(html).toContain("En kısa sürede size dönüş yapacağız.");
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(await storedCount()).toBe(before + 1);
  });

  it("refuses a wrong form with 400, a Turkish message beside each field, a summary and the values kept; nothing is stored", async () => {
    const before = await storedCount();
    const response = await post({ ...valid(), name: "   ", email: "gecersiz", subject: "bilinmeyen", message: "", company: "Çelik A.Ş." });
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const html = decode(await response.text());
    expect(html).toContain("Formda düzeltilmesi gereken alanlar var.");
    expect(html).toContain('<a href="#iletisim-ad" class="inline-block py-1 underline">Adınızı girin.</a>');
    expect(html).toContain('<p id="iletisim-eposta-error" class="text-sm text-danger-700">Geçerli bir e-posta adresi girin.</p>');
    expect(html).toMatch(/id="iletisim-eposta"[^>]*aria-invalid="true"[^>]*aria-describedby="iletisim-eposta-error"/);
    expect(html).toContain('<p id="iletisim-konu-error" class="text-sm text-danger-700">Konu seçin.</p>');
    expect(html).toContain('<p id="iletisim-mesaj-error" class="text-sm text-danger-700">Mesajınızı yazın.</p>');
    expect(html).not.toMatch(/id="iletisim-telefon"[^>]*aria-invalid/);
    expect(html).toContain('value="gecersiz"');
    expect(html).toContain('value="0532 123 45 67"');
    expect(html).toContain('value="Çelik A.Ş."');
    expect(await storedCount()).toBe(before);
  });

  it("a message over the limit and a NUL character get their own messages, not a 500", async () => {
    const response = await post({ ...valid(), message: "x".repeat(5001), company: "Firma\u0000" });
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toContain("En fazla 5.000 karakter olabilir.");
    expect(html).toContain("Bu alan geçersiz bir karakter içeriyor.");
  });

  it("keeps HTML as text when it shows a posted value again", async () => {
    const response = await post({ ...valid(), name: '<img src=x onerror="alert(1)">', email: "" });
    expect(response.status).toBe(400);
    const raw = await response.text();
    expect(raw).not.toContain("<img src=x");
    expect(raw).toContain("&lt;img src=x");
  });

  it("silently drops a filled honeypot: the visitor sees the confirmation, nothing is stored", async () => {
    const before = await storedCount();
    const response = await post({ ...valid(), website: "https://spam.example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/iletisim/mesaj-alindi");
    expect(await storedCount()).toBe(before);
  });

  it("refuses a post from another site with 403 and stores nothing", async () => {
    const before = await storedCount();
    expect((await post(valid(), { headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect(await storedCount()).toBe(before);
  });

  it("allows 5 messages per IP in 10 minutes, then 429 with Retry-After, a Turkish message and the values kept", async () => {
    const ip = "198.51.100.88";
    for (let index = 0; index < 5; index++) expect((await post(valid(), { ip })).status).toBe(303);
    const before = await storedCount();
    const refused = await post({ ...valid(), website: "" }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = decode(await refused.text());
    expect(html).toContain("Çok fazla mesaj gönderdiniz. Lütfen birkaç dakika sonra tekrar deneyin.");
    expect(html).toContain('value="Zeynep Çelik"');
    expect(await storedCount()).toBe(before);
  });

  it("answers 400, not 500, to a body that is not a form", async () => {
    const response = await request("/iletisim", { method: "POST", headers: { "content-type": "application/json", origin: TEST_ORIGIN }, body: "{}" });
    expect(response.status).toBe(400);
  });
});
