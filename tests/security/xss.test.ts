import { createHash } from "node:crypto";
import { load } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PAGES_SHOWING,
  publicPagesRefusing,
  publicPagesShowing,
  QUOTE_CORPUS,
  SURVEY_CORPUS,
  NOT_FOUND_PATH_CORPUS,
  UNFOUND_SEARCH_CORPUS,
  writeXssCorpus,
  XSS_MARKER,
  XSS_PAYLOADS,
  type UploadBody,
  type WrittenCorpus,
} from "#tests/security/support/xss-corpus";
import { signedInTestApp, TEST_ORIGIN } from "#tests/support/test-app";

/*
 * The XSS corpus written through the admin API into every stored text field, then looked for in
 * the server-rendered HTML (issue 10, item 5). The browser half is tests/security/browser/xss.spec.ts.
 */
const ctx = signedInTestApp();
let corpus: WrittenCorpus;

beforeAll(async () => {
  corpus = await writeXssCorpus(async (method, path, body, format) => {
    const response =
      format === "form" ? await postForm(path, body as Record<string, string>) : format === "file" ? await upload(path, body as UploadBody) : await sendAsBrowser(method, path, body);
    return { status: response.status, body: await response.json().catch(() => null), location: response.headers.get("location") };
  });
});

const BROWSER_USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

/** A JSON request (or a page's GET) as the signed-in admin's browser sends it: the search log counts a browser's searches only. */
function sendAsBrowser(method: string, path: string, body?: unknown) {
  return ctx.request(path, {
    method,
    headers: { cookie: ctx.cookie, "user-agent": BROWSER_USER_AGENT, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The quote basket cookie the form posts were last given, sent back as a browser would. */
let basketCookie = "";

/** A same-origin HTML form post, as a visitor's browser sends it (keeping the basket cookie). */
/** One file as multipart/form-data, as the admin's upload field sends it. */
function upload(path: string, { name, bytes }: UploadBody) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name));
  return ctx.request(path, { method: "POST", headers: { cookie: ctx.cookie, origin: TEST_ORIGIN }, body: form });
}

async function postForm(path: string, fields: Record<string, string>) {
  const response = await ctx.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, ...(basketCookie && { cookie: basketCookie }) },
    body: new URLSearchParams(fields),
  });
  const set = response.headers.getSetCookie().find((cookie) => cookie.includes("teklif-sepeti="));
  if (set) basketCookie = set.includes("Max-Age=0") ? "" : set.split(";")[0]!;
  return response;
}

/**
 * Everything in a page that would run script: each finding is a string naming it. A script runs only
 * with the CSP nonce, or (pages from the page cache) when its SHA-256 is listed in `script-src`.
 */
function executableInjections(html: string, csp = ""): string[] {
  const $ = load(html);
  const findings: string[] = [];
  $("*").each((_, node) => {
    const element = node as unknown as { tagName: string; attribs?: Record<string, string> };
    for (const [name, value] of Object.entries(element.attribs ?? {})) {
      if (/^on/i.test(name)) findings.push(`<${element.tagName} ${name}="${value}">`);
      if (/^(href|src|action|formaction|xlink:href|data)$/i.test(name)) {
        // eslint-disable-next-line no-control-regex -- browsers drop these before reading the scheme
        const compact = value.replace(/[\u0000-\u0020]/g, "").toLowerCase();
        if (/^(javascript|vbscript|data:text\/html)/.test(compact)) findings.push(`<${element.tagName} ${name}="${value}">`);
      }
    }
  });
  $("script").each((_, element) => {
    const script = $(element);
    const type = script.attr("type");
    if (type === "application/ld+json") {
      const text = script.text();
      if (text.includes("<")) findings.push(`a raw "<" in JSON-LD: ${text.slice(0, 80)}`);
      try {
        JSON.parse(text);
      } catch {
        findings.push(`JSON-LD that no longer parses: ${text.slice(0, 80)}`);
      }
    } else if (script.attr("nonce") === undefined) {
      const src = script.attr("src");
      // A cached page carries no nonce: its own build files load under 'self' (the enhancement script).
      const ownBuildFile = src !== undefined && /^\/assets\/[\w.-]+\.js$/.test(src) && csp.includes("'self'");
      const hash = `'sha256-${createHash("sha256").update(script.text()).digest("base64")}'`;
      if (src === undefined ? !csp.includes(hash) : !ownBuildFile) findings.push(`a script without the CSP nonce or hash: ${$.html(element).slice(0, 120)}`);
    }
  });
  $("svg script, iframe, object, embed, details[ontoggle]").each((_, element) => {
    if (element.tagName !== "iframe" || !/google\.com\/maps/.test(element.attribs.src ?? "")) findings.push(`<${element.tagName}>`);
  });
  return findings;
}

describe("the XSS corpus in server-rendered HTML", () => {
  it("has a detector that finds planted injections (so an empty list means something)", () => {
    const planted = `<p><img src=x onerror=alert(1)><a href=" javascript:alert(1)">a</a><script>alert(1)</script><svg><script>1</script></svg>
      <script type="application/ld+json">{"name":"</script>"}</script></p>`;
    expect(executableInjections(planted).length).toBeGreaterThanOrEqual(5);
    const sources = `<script type="module" src="/assets/enhance-AbC1.js"></script><script src="/api/blog?cb=x"></script><script src="https://example.org/x.js"></script>`;
    expect(executableInjections(sources, "script-src 'self'")).toHaveLength(2);
  });

  it("is refused in every URL field (javascript:, vbscript:, data:)", () => {
    // writeXssCorpus threw otherwise; this names the behaviour in the report.
    expect(corpus.productId).toBeGreaterThan(0);
  });

  it("renders inert on every public page that shows it, and shows as text", async () => {
    for (const path of publicPagesShowing(corpus)) {
      const response = await ctx.request(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(executableInjections(html, response.headers.get("content-security-policy") ?? ""), path).toEqual([]);
      const text = load(html)("body").text();
      expect(text.includes(XSS_MARKER) || text.includes("<script>alert(1)</script>"), `${path} shows the stored text`).toBe(true);
      expect(html, path).not.toMatch(/<script>alert\(1\)<\/script>|<img src=x onerror|<svg onload/i);
    }
  });

  it("is neither shown nor run where a page takes it from the address but only accepts known values", async () => {
    const [received, prefilled, quoteReceived, basket] = await Promise.all(
      publicPagesRefusing().map(async (path) => {
        const response = await ctx.request(path);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(executableInjections(html, response.headers.get("content-security-policy") ?? ""), path).toEqual([]);
        return load(html);
      }),
    );
    // The company name in the header carries the marker too (the settings were written with it), so look where the address would land.
    expect(received!("main").text()).not.toContain("Talep numaranız");
    expect(received!("main a[href^='https://wa.me/']").attr("href")).not.toContain(encodeURIComponent(XSS_MARKER));
    expect(prefilled!("select[name=district] option[selected]").attr("value") ?? "").toBe("");
    expect(prefilled!("input[name=services][checked]")).toHaveLength(0);
    expect(quoteReceived!("main").text()).not.toContain("Talep numaranız");
    expect(basket!("main").text()).not.toContain(XSS_MARKER);
    expect(basket!("main a[href^='javascript']")).toHaveLength(0);
  });

  it("shows a refused survey request again as text, with the visitor's corpus inert", async () => {
    const { consent: _consent, ...withoutConsent } = SURVEY_CORPUS;
    const response = await postForm("/ucretsiz-kesif", withoutConsent);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(executableInjections(html, response.headers.get("content-security-policy") ?? "")).toEqual([]);
    const $ = load(html);
    expect($("input[name=name]").attr("value")).toBe(SURVEY_CORPUS.name);
    expect($("textarea[name=note]").text()).toBe(SURVEY_CORPUS.note);
    expect(html).not.toMatch(/<script>alert\(1\)<\/script>|<img src=x onerror|<svg onload/i);
  });

  it("shows a refused newsletter sign-up's address again as text on /blog", async () => {
    const email = XSS_PAYLOADS.join(" ");
    const response = await postForm("/blog", { email });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(executableInjections(html, response.headers.get("content-security-policy") ?? "")).toEqual([]);
    expect(load(html)("input[name=email]").attr("value")).toBe(email);
  });

  it("shows a refused quote request again as text, with the visitor's corpus and the basket's product name inert", async () => {
    await postForm("/teklif-sepeti/guncelle", { intent: "add", productId: String(corpus.productId) });
    const { consent: _consent, ...withoutConsent } = QUOTE_CORPUS;
    const response = await postForm("/teklif-sepeti", withoutConsent);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(executableInjections(html, response.headers.get("content-security-policy") ?? "")).toEqual([]);
    const $ = load(html);
    expect($("input[name=name]").attr("value")).toBe(QUOTE_CORPUS.name);
    expect($("input[name=company]").attr("value")).toBe(QUOTE_CORPUS.company);
    expect($("textarea[name=note]").text()).toBe(QUOTE_CORPUS.note);
    expect($("[data-basket-line]").text()).toContain(XSS_MARKER);
    expect(html).not.toMatch(/<script>alert\(1\)<\/script>|<img src=x onerror|<svg onload/i);
  });

  it("keeps {{7*7}} as text (no template evaluation) and markdown links to javascript: dead", async () => {
    const html = await (await ctx.request(`/blog/${corpus.postSlug}`)).text();
    const $ = load(html);
    expect($("article").text()).toContain("{{7*7}}");
    expect($("article a").filter((_, link) => /javascript/i.test(link.attribs.href ?? "")).length).toBe(0);
    expect($("article img").filter((_, image) => !/^\/|^https?:/.test(image.attribs.src ?? "")).length).toBe(0);
  });

  it("renders inert on the admin pages, signed in", async () => {
    for (const path of ADMIN_PAGES_SHOWING) {
      const response = await ctx.request(path, { headers: { cookie: ctx.cookie } });
      expect(response.status, path).toBe(200);
      expect(executableInjections(await response.text(), response.headers.get("content-security-policy") ?? ""), path).toEqual([]);
    }
  });

  it("comes back from the JSON API as data, with a JSON content type that browsers will not render", async () => {
    for (const path of [`/api/products/${corpus.productId}`, `/api/blog/${corpus.postSlug}`, "/api/admin/messages", "/api/admin/brands", "/api/admin/leads", `/api/admin/leads/${corpus.leadId}`, `/api/admin/leads/${corpus.quoteLeadId}`, "/api/admin/unfound-searches", "/api/admin/redirects", "/api/admin/not-found-paths", "/api/admin/media-library"]) {
      const response = await ctx.request(path, { headers: { cookie: ctx.cookie } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("content-type"), path).toMatch(/^application\/json/);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("stays data in the leads API and the CSV export: every stored lead field as given, the export an attachment", async () => {
    const lead = (await (await ctx.send("GET", `/api/admin/leads/${corpus.leadId}`)).json()) as Record<string, unknown> & { details: Record<string, unknown> };
    expect(lead).toMatchObject({ name: SURVEY_CORPUS.name, address: SURVEY_CORPUS.address, note: SURVEY_CORPUS.note, utmSource: SURVEY_CORPUS.utmSource, utmContent: SURVEY_CORPUS.utmContent, lostReason: expect.stringContaining(XSS_MARKER) as unknown, internalNotes: expect.stringContaining("<script>alert(1)</script>") as unknown });
    expect(lead.details.summary).toBe(SURVEY_CORPUS.summary);
    const quote = (await (await ctx.send("GET", `/api/admin/leads/${corpus.quoteLeadId}`)).json()) as Record<string, unknown> & { details: { lines: { name: string }[] } };
    expect(quote).toMatchObject({ type: "quote", name: QUOTE_CORPUS.name, company: QUOTE_CORPUS.company, note: QUOTE_CORPUS.note, utmContent: QUOTE_CORPUS.utmContent });
    expect(quote.details.lines[0]!.name).toContain(XSS_MARKER);
    const csv = await ctx.request("/api/admin/leads/export.csv", { headers: { cookie: ctx.cookie } });
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(csv.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await csv.text()).toContain(XSS_MARKER);
  });

  it("stays data in the contact lead (its source fields too) and in the unfound searches", async () => {
    const [contactLead] = (await (await ctx.send("GET", "/api/admin/leads?type=contact")).json()) as (Record<string, unknown> & { details: Record<string, unknown> })[];
    expect(contactLead).toMatchObject({ name: expect.stringContaining(XSS_MARKER) as unknown, company: '"><img src=x onerror=alert(1)>', phone: null, sourcePage: SURVEY_CORPUS.sourcePage, utmContent: SURVEY_CORPUS.utmContent });
    expect(contactLead!.details.phoneAsTyped).toBe("<svg onload=alert(1)>");
    const searches = (await (await ctx.send("GET", "/api/admin/unfound-searches")).json()) as { items: { query: string }[] };
    expect(searches.items.map((search) => search.query)).toContain(UNFOUND_SEARCH_CORPUS);
  });

  it("stays data in the not-found log and the redirect rules", async () => {
    const paths = (await (await ctx.send("GET", "/api/admin/not-found-paths")).json()) as { items: { path: string }[] };
    expect(paths.items.map((row) => row.path)).toContain(`/${NOT_FOUND_PATH_CORPUS}`);
    const rules = (await (await ctx.send("GET", "/api/admin/redirects")).json()) as { source: string; note: string }[];
    expect(rules.find((rule) => rule.source === "/xss-yonlendirme")?.note).toContain("<script>alert(1)</script>");
  });
});
