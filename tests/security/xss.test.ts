import { createHash } from "node:crypto";
import { load } from "cheerio";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { SEED_DOCUMENTS } from "#app/features/content/content-seed";
import { DOCUMENT_SCHEMAS } from "#app/features/content/documents";
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

/*
 * The editable site content (ADR 041): every text field of every content document takes the corpus.
 * What could run is refused beside the field; what is stored renders as text on the public page.
 */
describe("the XSS corpus in every content text field", () => {
  type Json = string | number | boolean | null | undefined | Json[] | { [key: string]: Json };
  /** The path (`slides.0.title`) of every text in a document. */
  const textPaths = (value: Json, path: string[] = []): string[][] =>
    typeof value === "string"
      ? [path]
      : Array.isArray(value)
        ? value.flatMap((item, index) => textPaths(item, [...path, String(index)]))
        : value && typeof value === "object"
          ? Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]))
          : [];
  const withText = (data: Json, path: string[], text: string): Json => {
    const copy = structuredClone(data) as Record<string, Json>;
    const parent = path.slice(0, -1).reduce<Record<string, Json>>((node, key) => node[key] as Record<string, Json>, copy);
    parent[path.at(-1)!] = text;
    return copy;
  };
  const RUNNABLE = XSS_PAYLOADS.filter((payload) => /<\s*\/?\s*script|\bon[a-z]+\s*=|javascript\s*:/i.test(payload));
  /** Our own Turkish message, not one of zod's English defaults. */
  const TURKISH_MESSAGE = /^(?!.*\b(Invalid|Expected|expected|Required|Too)\b).*([çğıöşüÇĞİÖŞÜ]|\bolabilir\b)/;

  it("refuses in every text field of every document what could run, with a Turkish message at that field", () => {
    expect(RUNNABLE.length).toBeGreaterThanOrEqual(7);
    let checked = 0;
    for (const seed of SEED_DOCUMENTS) {
      const schema = DOCUMENT_SCHEMAS[seed.kind] as z.ZodType;
      for (const path of textPaths(seed.data as Json)) {
        for (const payload of RUNNABLE) {
          const result = schema.safeParse(withText(seed.data as Json, path, `Metin ${payload}`));
          const where = `${seed.key} ${path.join(".")}: ${payload}`;
          expect(result.success, where).toBe(false);
          const issue = result.error!.issues[0]!;
          expect(path.join(".").startsWith(issue.path.join(".")), where).toBe(true);
          expect(issue.message, where).toMatch(TURKISH_MESSAGE);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(1_000);
  });

  it("refuses over HTTP, beside the field: Markdown with script, a javascript: link, pictures and videos outside the library and the site", async () => {
    const put = async (key: string, change: (data: Record<string, Json>) => Record<string, Json>) => {
      const current = (await (await ctx.send("GET", `/api/admin/content/${key}`)).json()) as { version: number; published: Record<string, Json> };
      const response = await ctx.send("PUT", `/api/admin/content/${key}`, { version: current.version, data: change(current.published) });
      return { status: response.status, fieldErrors: ((await response.json()) as { fieldErrors?: Record<string, string[]> }).fieldErrors ?? {} };
    };
    const kvkkBlocks = async (text: string) =>
      put("legal/kvkk", (data) => {
        const blocks = structuredClone(data.blocks) as { type: string; text?: string }[];
        const index = blocks.findIndex((block) => block.type === "paragraph");
        blocks[index] = { type: "paragraph", text };
        return { ...data, blocks } as Record<string, Json>;
      });
    for (const text of ["Açıklama <script>alert(1)</script>", "[tıkla](javascript:alert(1))", "[iki](JaVaScRiPt:alert(1))", "![resim](javascript:alert(1))", "[veri](data:text/html;base64,PHNjcmlwdD4=)"]) {
      const refused = await kvkkBlocks(text);
      expect(refused.status, text).toBe(400);
      const [field, messages] = Object.entries(refused.fieldErrors)[0]!;
      expect(field, text).toMatch(/^blocks\.\d+\.text$/);
      expect(messages![0], text).toMatch(TURKISH_MESSAGE);
    }
    for (const image of ["https://kotu.example/kamera.png", "//kotu.example/kamera.png", "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+", "/media/../../etc/passwd", "javascript:alert(1)"]) {
      const refused = await put("site/ana-sayfa", (data) => ({ ...data, slides: (data.slides as Record<string, Json>[]).map((slide, index) => (index === 0 ? { ...slide, image } : slide)) }));
      expect(refused.status, image).toBe(400);
      expect(refused.fieldErrors["slides.0.image"]?.[0], image).toBe("Görsel sitenin kendi görsellerinden biri olmalı (/media/… ya da /images/…).");
    }
    const video = await put("page/hizmetlerimiz", (data) => {
      const services = structuredClone(data.services) as { media: Json[] }[];
      services[0]!.media = [{ type: "video", src: "https://kotu.example/film.mp4", alt: "Dış video" }];
      return { ...data, services } as Record<string, Json>;
    });
    expect(video.status).toBe(400);
    expect(video.fieldErrors["services.0.media.0.src"]?.[0]).toMatch(TURKISH_MESSAGE);
  });

  it("stores markup that cannot run in every text field that takes it, and every public content page shows it as text", async () => {
    const INERT = [`${XSS_MARKER} "><b>x</b> \${alert(1)} {{7*7}} ' &amp;`, `"><b>x</b> {{7*7}}`, `"><b>x</b>`, `${XSS_MARKER} " ' & {{7*7}}`];
    for (const seed of SEED_DOCUMENTS) {
      const schema = DOCUMENT_SCHEMAS[seed.kind] as z.ZodType;
      const current = (await (await ctx.send("GET", `/api/admin/content/${seed.key}`)).json()) as { version: number; published: Json };
      let data = current.published;
      let stored = 0;
      for (const path of textPaths(data)) {
        const accepted = INERT.map((text) => withText(data, path, text)).find((candidate) => schema.safeParse(candidate).success);
        if (accepted !== undefined) {
          data = accepted;
          stored++;
        }
      }
      expect(stored, seed.key).toBeGreaterThan(3);
      const published = await ctx.send("POST", `/api/admin/content/${seed.key}/publish`, { version: current.version, data });
      expect(published.status, `${seed.key}: ${await published.clone().text()}`).toBe(200);

      // The district pages' shared wording has no page of its own: a district page shows it.
      const path = seed.kind === "district-copy" ? "/izmit-guvenlik-sistemleri" : seed.path;
      const response = await ctx.request(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(executableInjections(html, response.headers.get("content-security-policy") ?? ""), path).toEqual([]);
      const $ = load(html);
      expect($("main").text(), path).toContain(`"><b>x</b>`);
      expect($("b").filter((_, element) => $(element).text() === "x").length, `${path}: markup from a text field became an element`).toBe(0);
    }
  });
});
