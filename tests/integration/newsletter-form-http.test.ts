import { eq } from "drizzle-orm";
import { parse } from "parse5";
import { beforeAll, expect, it } from "vitest";
import { newsletterSubscribers } from "#app/db/schema/contact";
import { describeEachDatabase } from "#tests/setup/test-database";
import { createAppOver, TEST_ORIGIN } from "#tests/support/test-app";

/* The blog's newsletter form without JavaScript (ADR 027): posted to /blog, post/redirect/get, on PGlite and PostgreSQL. */

const SUBSCRIBED = "Bülten aboneliğiniz kaydedildi. Yeni yazılarımızdan haberdar olacaksınız.";
const SUBSCRIBED_LOCATION = "/blog?bulten=kaydedildi#bulten";

type Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };
function* elements(node: Node): Generator<Node> {
  yield node;
  for (const child of node.childNodes ?? []) yield* elements(child);
}
const textOf = (node: Node): string => (node.nodeName === "#text" ? (node.value ?? "") : (node.childNodes ?? []).map(textOf).join(""));

/** The newsletter form's elements by id, as a browser parses the page: attributes and text. */
function newsletterForm(html: string) {
  const byId = new Map<string, { attributes: Record<string, string>; text: string }>();
  for (const node of elements(parse(html) as unknown as Node)) {
    const attributes = Object.fromEntries((node.attrs ?? []).map(({ name, value }) => [name, value]));
    const key = attributes.id ?? (attributes["data-enhance"] === "newsletter" ? "form" : "data-newsletter-result" in attributes ? "result" : undefined);
    if (key) byId.set(key, { attributes, text: textOf(node) });
  }
  const get = (key: string) => byId.get(key) ?? { attributes: {} as Record<string, string>, text: "" };
  return { form: get("form"), email: get("bulten-eposta"), error: get("bulten-eposta-hata"), consent: get("bulten-izin"), result: get("result") };
}

describeEachDatabase("newsletter form on /blog", (getDatabase) => {
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let ipCounter = 0;
  const freshIp = () => `198.51.100.${++ipCounter}`;
  const post = (fields: Record<string, string>, { ip = freshIp(), headers = {} as Record<string, string> } = {}) =>
    request("/blog", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, "x-forwarded-for": ip, ...headers },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
  const rowsFor = (email: string) =>
    getDatabase()
      .db.select({ email: newsletterSubscribers.email, marketingConsent: newsletterSubscribers.marketingConsent })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));

  beforeAll(async () => {
    ({ request } = await createAppOver(getDatabase(), { TRUST_PROXY: "1" }));
  });

  it("is a plain form posted to the page, on a page that ships only the enhancement script and is cached", async () => {
    const first = await request("/blog");
    expect(first.status).toBe(200);
    const html = await first.text();
    const { form, error, result } = newsletterForm(html);
    expect(form.attributes).toMatchObject({ method: "post", action: "/blog#bulten" });
    expect(error.attributes).toHaveProperty("hidden");
    expect(result.text).toBe("");
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("window.__reactRouterContext");
    expect(html).toMatch(/<script type="module" src="\/assets\/enhance-[\w-]+\.js"><\/script>/);
    // The cache stores once its purge channel listens, which a just-started app may not do yet.
    await expect.poll(async () => (await request("/blog")).headers.get("x-cache")).toBe("HIT");
  });

  it("stores a good address (trimmed, lower-cased, with the ticked consent) and redirects to the page that says so", async () => {
    const response = await post({ email: "  Okur@Ornek.Example ", marketingConsent: "on", website: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(SUBSCRIBED_LOCATION);
    expect(await rowsFor("okur@ornek.example")).toEqual([{ email: "okur@ornek.example", marketingConsent: true }]);

    // The page after the redirect is the same for everyone: no address in it, so the cache may keep it.
    const page = await request(SUBSCRIBED_LOCATION);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(newsletterForm(html).result).toMatchObject({ attributes: { role: "status", "data-tone": "success" }, text: SUBSCRIBED });
    expect(html).not.toContain("okur@ornek.example");
    expect((await request(SUBSCRIBED_LOCATION)).headers.get("x-cache")).toBe("HIT");
    expect(newsletterForm(await (await request("/blog")).text()).result.text).toBe("");
  });

  it.each([
    ["", "E-posta adresinizi girin."],
    ["adres-degil", "Geçerli bir e-posta adresi girin."],
    [`${"a".repeat(250)}@ornek.example`, "E-posta adresi en fazla 254 karakter olabilir."],
  ])("answers %j with 400, the Turkish message beside the field and the values kept", async (email, message) => {
    const response = await post({ email, marketingConsent: "on" });
    expect(response.status).toBe(400);
    expect(response.headers.get("x-cache")).toBeNull();
    const form = newsletterForm(await response.text());
    expect(form.error.text).toBe(message);
    expect(form.error.attributes).not.toHaveProperty("hidden");
    expect(form.email.attributes).toMatchObject({ value: email, "aria-invalid": "true", "aria-describedby": "bulten-eposta-hata" });
    expect(form.consent.attributes).toHaveProperty("checked");
    expect(await getDatabase().db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.trim().toLowerCase()))).toEqual([]);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const response = await post({ email: "bot@ornek.example", website: "https://spam.example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(SUBSCRIBED_LOCATION);
    expect(await rowsFor("bot@ornek.example")).toEqual([]);
  });

  it("refuses a post from another site", async () => {
    const response = await post({ email: "capraz@ornek.example" }, { headers: { origin: "https://kotu-site.example" } });
    expect(response.status).toBe(403);
    expect(await rowsFor("capraz@ornek.example")).toEqual([]);
  });

  it("shares the API's limit of 5 sign-ups per address in 15 minutes, then 429 with the Turkish message and the values kept", async () => {
    const ip = freshIp();
    for (let index = 0; index < 3; index++) {
      const response = await request("/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": ip },
        body: JSON.stringify({ email: `api${index}@ornek.example` }),
      });
      expect(response.status).toBe(200);
    }
    for (let index = 0; index < 2; index++) expect((await post({ email: `form${index}@ornek.example` }, { ip })).status).toBe(303);
    const refused = await post({ email: "fazla@ornek.example" }, { ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    const form = newsletterForm(await refused.text());
    expect(form.result).toMatchObject({ attributes: { "data-tone": "error" }, text: "Çok fazla deneme yapıldı. Lütfen 15 dakika sonra tekrar deneyin." });
    expect(form.email.attributes.value).toBe("fazla@ornek.example");
    expect(form.consent.attributes).not.toHaveProperty("checked");
    expect(await rowsFor("fazla@ornek.example")).toEqual([]);
  });
});
