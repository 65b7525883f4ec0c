import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { DISTRICTS, systemsPagePath } from "#app/content/districts";
import { leads } from "#app/db/schema/leads";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { surveyDays } from "#app/features/leads/survey-calendar";
import { describeEachDatabase } from "#tests/setup/test-database";
import { createAppOver, TEST_ORIGIN } from "#tests/support/test-app";

/* Issue 19 item 2: the free site-survey request at /ucretsiz-kesif, over HTTP, on PGlite and PostgreSQL. */

const decode = (text: string) => text.replace(/<!-- -->/g, "").replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

describeEachDatabase("free site-survey request", (getDatabase) => {
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let ipCounter = 0;
  /** Each post from its own address unless a test gives one, so the per-IP limit bites only where wanted. */
  const post = (fields: Record<string, string | string[]>, { ip = `203.0.113.${++ipCounter}`, headers = {} as Record<string, string> } = {}) => {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
    return request("/ucretsiz-kesif", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "x-forwarded-for": ip, ...headers },
      body,
    });
  };
  const valid = () => ({
    services: ["cctv", "yangin-algilama"],
    siteType: "fabrika-depo",
    district: "gebze",
    address: "Organize Sanayi Bölgesi 3. Cadde",
    preferredDate: surveyDays(new Date())[0]!.value,
    timeWindow: "12-15",
    name: "Ayşe Yılmaz",
    phone: "0532 123 45 67",
    email: "ayse@firma.example",
    note: "Depo ve yükleme alanı için 12 kamera düşünüyoruz.",
    consent: "on",
    website: "",
    sourcePage: "/gebze-guvenlik-sistemleri",
    referrer: "https://www.google.com/",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "gebze-kamera",
    utmTerm: "",
    utmContent: "",
  });

  beforeAll(async () => {
    await seedDemoContent(getDatabase().db);
    ({ request } = await createAppOver(getDatabase(), { TRUST_PROXY: "1" }));
  });

  it("a district page's link prefills the district; the form carries the visit's source and is never cached", async () => {
    const response = await request("/ucretsiz-kesif?ilce=gebze", { headers: { referer: `${TEST_ORIGIN}/gebze-guvenlik-sistemleri?utm_source=google` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-cache")).toBeNull();
    const html = decode(await response.text());
    expect(html).toContain('<option value="gebze" selected="">Gebze</option>');
    expect(html).toContain('name="sourcePage" value="/gebze-guvenlik-sistemleri?utm_source=google"');
    expect(html).toContain('name="utmSource" value="google"');
    expect(html).toContain('<option value="diger">Diğer</option>');
    // No executable script but the enhancement module: the form is plain HTML.
    expect(html).not.toContain("modulepreload");
  });

  it("stores a valid request as a new lead and redirects to its reference", async () => {
    const response = await post(valid());
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/ucretsiz-kesif\/talep-alindi\?no=KSF-\d{4}-\d{6}$/);
    const id = Number(location.slice(-6));
    const [lead] = await getDatabase().db.select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({
      type: "survey",
      status: "new",
      name: "Ayşe Yılmaz",
      phone: "+905321234567",
      email: "ayse@firma.example",
      district: "gebze",
      address: "Organize Sanayi Bölgesi 3. Cadde",
      details: { services: ["cctv", "yangin-algilama"], siteType: "fabrika-depo", preferredDate: valid().preferredDate, timeWindow: "12-15" },
      sourcePage: "/gebze-guvenlik-sistemleri",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "gebze-kamera",
      utmTerm: null,
    });
    expect(lead!.consentedAt).toBeInstanceOf(Date);

    const confirmation = decode(await (await request(location)).text());
    const reference = location.split("no=")[1]!;
    expect(confirmation).toContain(`Talep numaranız: <strong class="font-mono text-2xl text-navy-900">${reference}</strong>`);
    expect(confirmation).toContain(encodeURIComponent(`${reference} numaralı keşif talebim`));
  });

  it("refuses a wrong form with 400, a Turkish message beside each field and the values kept; nothing is stored", async () => {
    const before = (await getDatabase().db.select({ id: leads.id }).from(leads)).length;
    const response = await post({ ...valid(), services: [], phone: "0532 12", district: "ankara", consent: "" });
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toContain("Formda düzeltilmesi gereken alanlar var.");
    expect(html).toContain('<p id="kesif-telefon-error" class="text-sm text-danger-700">Geçerli bir telefon numarası girin');
    expect(html).toMatch(/id="kesif-telefon"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="kesif-telefon"/);
    expect(html).toContain("En az bir hizmet seçin.");
    expect(html).toContain("İlçe seçin.");
    expect(html).toContain("Devam etmek için KVKK aydınlatma metnini onaylayın.");
    expect(html).toContain('value="Ayşe Yılmaz"');
    expect((await getDatabase().db.select({ id: leads.id }).from(leads)).length).toBe(before);
  });

  it("keeps HTML as text when it shows a posted value again", async () => {
    const response = await post({ ...valid(), name: '<img src=x onerror="alert(1)">', phone: "" });
    expect(response.status).toBe(400);
    const raw = await response.text();
    expect(raw).not.toContain("<img src=x");
    expect(raw).toContain("&lt;img src=x");
  });

  it("silently drops a filled honeypot", async () => {
    const before = (await getDatabase().db.select({ id: leads.id }).from(leads)).length;
    const response = await post({ ...valid(), website: "https://spam.example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/ucretsiz-kesif/talep-alindi");
    expect((await getDatabase().db.select({ id: leads.id }).from(leads)).length).toBe(before);
  });

  it("allows 5 requests per IP in 10 minutes, then 429 with Retry-After and a Turkish message", async () => {
    const ip = "198.51.100.77";
    for (let index = 0; index < 5; index++) expect((await post(valid(), { ip })).status).toBe(303);
    const refused = await post(valid(), { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(decode(await refused.text())).toContain("Kısa sürede çok fazla talep gönderdiniz.");
  });

  it("refuses a post from another site (403) and an oversized form (413)", async () => {
    expect((await post(valid(), { headers: { origin: "https://evil.example" } })).status).toBe(403);
    const oversized = await post({ ...valid(), note: "x".repeat(70 * 1024) });
    expect(oversized.status).toBe(413);
    expect(await oversized.text()).toContain("Gönderilen form çok büyük");
  });

  it("answers 400, not 500, to NUL characters in the fields", async () => {
    const response = await post({ ...valid(), name: "Ayşe\u0000", note: "not\u0000" });
    expect(response.status).toBe(400);
    const html = decode(await response.text());
    expect(html).toContain("Adınızı ve soyadınızı girin.");
    expect(html).toContain("Bu alan geçersiz bir karakter içeriyor.");
  });

  it("answers 400, not 500, to a body that is not a form", async () => {
    const response = await request("/ucretsiz-kesif", { method: "POST", headers: { "content-type": "application/json", origin: TEST_ORIGIN }, body: "{}" });
    expect(response.status).toBe(400);
  });

  it("the header's Ücretsiz Keşif and every district page's call to action lead to the form", async () => {
    const home = decode(await (await request("/")).text());
    expect(home).toMatch(/<a[^>]*href="\/ucretsiz-kesif"[^>]*>Ücretsiz Keşif<\/a>/);
    for (const district of DISTRICTS.filter((item) => item.hasSystemsPage)) {
      const html = decode(await (await request(systemsPagePath(district))).text());
      expect(html, district.slug).toContain(`href="/ucretsiz-kesif?ilce=${district.slug}"`);
    }
  });
});
