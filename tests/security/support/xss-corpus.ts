/**
 * The XSS corpus (issue 10, item 5) and how it is written through the admin API into every stored
 * text field. Shared by the server-HTML test (vitest) and the browser test (Playwright).
 */
export const XSS_PAYLOADS = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  "</script><script>alert(1)</script>",
  "<svg><script>alert(1)</script></svg>",
  "<iframe src=javascript:alert(1)></iframe>",
  '<a href="javascript:alert(1)">tıkla</a>',
  "<details open ontoggle=alert(1)>",
  '" onmouseover="alert(1)" x="',
  "${alert(1)}`-alert(1)-`",
  "{{7*7}}{{constructor.constructor('alert(1)')()}}",
  "javascript:alert(1)",
] as const;

/** One short field that must show as text: the first payload plus a marker to find it by. */
export const XSS_MARKER = "XSS-İşaret";
export const SHORT = `${XSS_MARKER} <script>alert(1)</script> {{7*7}}`;
const ALL = XSS_PAYLOADS.join(" ¦ ");
const MARKDOWN = `${ALL}\n\n[tıkla](javascript:alert(1)) [iki](JaVaScRiPt:alert(1)) ![resim](javascript:alert(1)) <img src=x onerror=alert(1)>`;

export type Sent = { status: number; body: unknown; location?: string | null };
/**
 * A JSON request through the admin API, with `"form"` a same-origin HTML form post (never following
 * the redirect), or with `"file"` a multipart upload of one file (`body`: an UploadBody).
 */
export type Send = (method: string, path: string, body?: unknown, format?: "form" | "file") => Promise<Sent>;
/** The one file a `"file"` send uploads, as field `file`. */
export type UploadBody = { name: string; bytes: Buffer };
/** A 2 × 2 PNG: the media library's corpus image. */
const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWMwTptpnDaTAUIBAB/uBMm6iK1UAAAAAElFTkSuQmCC", "base64");

export type WrittenCorpus = { productId: number; postSlug: string; brandName: string; leadId: number; quoteLeadId: number };

/** URL fields that must refuse `javascript:` (400), with the body that carries it. */
function javascriptUrlAttempts(brandName: string): [string, string, Record<string, unknown>][] {
  const product = { name: "URL denemesi", category: "cctv-guvenlik-cozumleri", brand: brandName };
  return [
    ["POST", "/api/admin/products", { ...product, imageUrl: "javascript:alert(1)" }],
    ["POST", "/api/admin/products", { ...product, documents: [{ kind: "manual", title: "Kılavuz", url: "javascript:alert(1)" }] }],
    ["POST", "/api/admin/products", { ...product, documents: [{ kind: "manual", title: "Kılavuz", url: " JaVaScRiPt:alert(1)" }] }],
    ["POST", "/api/admin/products", { ...product, imageUrl: "data:text/html,<script>alert(1)</script>" }],
    ["POST", "/api/admin/brands", { name: "URL Marka", logoUrl: "javascript:alert(1)" }],
    ["POST", "/api/admin/blog", { title: "URL", slug: "url-denemesi", content: "x", imageUrl: "javascript:alert(1)" }],
    ["POST", "/api/admin/support-apps", { type: "software", name: "URL", downloadUrl: "javascript:alert(1)" }],
    ["POST", "/api/admin/support-apps", { type: "mobile-app", name: "URL", iosDownloadUrl: "vbscript:msgbox(1)" }],
  ];
}

/**
 * Writes the corpus into every stored text field through the admin API (and the contact, survey and quote forms), and
 * checks that every `javascript:` URL is refused. Returns what the pages need to find it again.
 */
export async function writeXssCorpus(send: Send): Promise<WrittenCorpus> {
  const expectStatus = (sent: Sent, status: number, what: string) => {
    if (sent.status !== status) throw new Error(`${what}: expected ${status}, got ${sent.status} ${JSON.stringify(sent.body)}`);
    return sent.body as Record<string, unknown>;
  };
  const brandName = `${XSS_MARKER} <img src=x onerror=alert(1)>`;
  expectStatus(await send("POST", "/api/admin/brands", { name: brandName, description: ALL, logoUrl: null, isActive: true }), 201, "brand");
  const product = expectStatus(
    await send("POST", "/api/admin/products", {
      name: SHORT,
      description: ALL,
      category: "cctv-guvenlik-cozumleri",
      subcategory: "ip-kameralar",
      brand: brandName,
      features: XSS_PAYLOADS.map((payload) => payload.replaceAll(",", " ")),
      specifications: Object.fromEntries(XSS_PAYLOADS.map((payload, index) => [`${index} ${payload}`, payload])),
      documents: [{ kind: "manual", title: SHORT, url: "https://example.com/kilavuz.pdf" }],
      isActive: true,
      isFeatured: true,
    }),
    201,
    "product",
  );
  const postSlug = "xss-deneme-yazisi";
  expectStatus(
    await send("POST", "/api/admin/blog", {
      title: SHORT,
      slug: postSlug,
      content: MARKDOWN,
      excerpt: ALL.slice(0, 500),
      metaTitle: SHORT,
      metaDescription: ALL.slice(0, 500),
      keywords: "<script>alert(1)</script>",
      isPublished: true,
    }),
    201,
    "blog post",
  );
  for (const type of ["software", "mobile-app"]) {
    expectStatus(
      await send("POST", "/api/admin/support-apps", {
        type,
        name: SHORT,
        description: ALL.slice(0, 2000),
        version: "<svg onload=alert(1)>",
        brand: "<script>alert(1)</script>",
        downloadUrl: "https://example.com/indir",
        isActive: true,
      }),
      201,
      `support app (${type})`,
    );
  }
  const settings = expectStatus(await send("GET", "/api/admin/settings"), 200, "settings");
  expectStatus(
    await send("PUT", "/api/admin/settings", {
      ...settings,
      companyName: SHORT,
      address: `${XSS_MARKER} "><img src=x onerror=alert(1)> </script><script>alert(1)</script>`,
      workingHours: [{ days: "<svg onload=alert(1)>", hours: "{{7*7}} ${alert(1)}" }],
    }),
    200,
    "settings",
  );
  expectStatus(
    await send("POST", "/api/contact", {
      name: SHORT,
      email: "xss@example.com",
      company: '"><img src=x onerror=alert(1)>',
      phone: "<svg onload=alert(1)>",
      subject: "diger",
      message: ALL,
      ...SOURCE_CORPUS,
    }),
    201,
    "contact message",
  );
  // A catalogue search that finds nothing is counted for the admin's "Aranan ama bulunamayan" (a browser's only: `send` must name one).
  expectStatus(await send("GET", `/urunler?q=${encodeURIComponent(UNFOUND_SEARCH_CORPUS)}`), 200, "unfound search");
  // A browser's 404 is counted for "Bulunamayan sayfalar"; a redirect rule carries the corpus in its note and target's query (ADR 043).
  expectStatus(await send("GET", `/${encodeURIComponent(NOT_FOUND_PATH_CORPUS)}`), 404, "not-found path");
  expectStatus(await send("POST", "/api/admin/redirects", { source: "/xss-yonlendirme", target: `/urunler?q=${encodeURIComponent(SHORT)}`, note: ALL }), 201, "redirect rule");
  // The media library (ADR 042): the file's name as uploaded, then the name and alternative text as edited.
  const image = expectStatus(await send("POST", "/api/admin/media", { name: `${SHORT}.png`, bytes: TINY_PNG } satisfies UploadBody, "file"), 201, "media upload");
  const mediaItem = expectStatus(await send("GET", `/api/admin/media-library/${String(image.id)}`), 200, "media item");
  expectStatus(await send("PUT", `/api/admin/media-library/${String(image.id)}`, { ...mediaItem, name: SHORT, altText: ALL.slice(0, 250) }), 200, "media library");
  const leadId = await writeLeadCorpus(send, expectStatus);
  const quoteLeadId = await writeQuoteCorpus(send, expectStatus, Number(product.id));
  for (const [method, path, body] of javascriptUrlAttempts(brandName)) {
    expectStatus(await send(method, path, body), 400, `${path} with ${JSON.stringify(body)}`);
  }
  return { productId: Number(product.id), postSlug, brandName, leadId, quoteLeadId };
}

/** A survey request with the corpus in every free-text and source field (issue 19), then the staff's loss reason and notes. */
async function writeLeadCorpus(send: Send, expectStatus: (sent: Sent, status: number, what: string) => Record<string, unknown>): Promise<number> {
  const sent = await send("POST", "/ucretsiz-kesif", SURVEY_CORPUS, "form");
  if (sent.status !== 303 || !/\/ucretsiz-kesif\/talep-alindi\?no=KSF-/.test(sent.location ?? "")) {
    throw new Error(`survey request: expected 303 to the confirmation, got ${sent.status} ${sent.location ?? ""}`);
  }
  const [lead] = expectStatus(await send("GET", `/api/admin/leads?q=${encodeURIComponent(new URL(sent.location!, "http://x").searchParams.get("no")!)}`), 200, "lead list") as unknown as { id: number }[];
  expectStatus(await send("PATCH", `/api/admin/leads/${lead!.id}`, { status: "lost", lostReason: SHORT, internalNotes: ALL, followUpOn: "2026-12-01" }), 200, "lead workflow");
  return lead!.id;
}

/** The hidden source fields of every lead form, with the corpus. */
const SOURCE_CORPUS = {
  sourcePage: "/urun/1?q=<script>alert(1)</script>",
  referrer: "javascript:alert(1)",
  utmSource: "<svg onload=alert(1)>",
  utmMedium: '"><img src=x onerror=alert(1)>',
  utmCampaign: "{{7*7}}",
  utmTerm: "${alert(1)}",
  utmContent: "</script><script>alert(1)</script>",
} as const;

/**
 * A catalogue search that finds nothing; it is stored folded (lower case), so the payloads are written
 * in lower case, and only up to 60 characters (ADR 037), so this one has 59.
 */
/** A path a browser got 404 for, as the not-found log keeps it: decoded, lower case, no slash or dot. */
export const NOT_FOUND_PATH_CORPUS = `xss-"><img src=x onerror=alert(1)><script>alert(1)<`;

export const UNFOUND_SEARCH_CORPUS = `xss "><img src=x onerror=alert(1)></script><script>alert(1)`;

/**
 * A quote request (issue 19 item 1) for the corpus product (its name is the corpus too, so the basket
 * line snapshot carries it) with the corpus in every field a visitor can type. `send` must keep the
 * basket cookie between the two form posts, as a browser does.
 */
async function writeQuoteCorpus(send: Send, expectStatus: (sent: Sent, status: number, what: string) => Record<string, unknown>, productId: number): Promise<number> {
  const added = await send("POST", "/teklif-sepeti/guncelle", { intent: "add", productId: String(productId), returnTo: "/urunler" }, "form");
  if (added.status !== 303) throw new Error(`Teklife Ekle: expected 303, got ${added.status}`);
  const sent = await send("POST", "/teklif-sepeti", QUOTE_CORPUS, "form");
  if (sent.status !== 303 || !/\/teklif-sepeti\/talep-alindi\?no=TKL-/.test(sent.location ?? "")) {
    throw new Error(`quote request: expected 303 to the confirmation, got ${sent.status} ${sent.location ?? ""}`);
  }
  const [lead] = expectStatus(await send("GET", `/api/admin/leads?q=${encodeURIComponent(new URL(sent.location!, "http://x").searchParams.get("no")!)}`), 200, "quote lead list") as unknown as { id: number }[];
  return lead!.id;
}

/** The quote request's fields with the corpus in each one a visitor can type. */
export const QUOTE_CORPUS = {
  name: SHORT,
  phone: "0262 123 45 67",
  email: "xss@example.com",
  company: `${XSS_MARKER} "><img src=x onerror=alert(1)>`,
  district: "diger",
  note: ALL,
  channel: "whatsapp",
  consent: "on",
  website: "",
  ...SOURCE_CORPUS,
} as const;

/** The survey form's fields with the corpus in each one a visitor can type or a page can pass. */
export const SURVEY_CORPUS = {
  services: "cctv",
  siteType: "diger",
  district: "izmit",
  address: `${XSS_MARKER} "><img src=x onerror=alert(1)> </script><script>alert(1)</script>`,
  name: SHORT,
  phone: "0532 123 45 67",
  email: "xss@example.com",
  note: ALL,
  summary: `${XSS_MARKER} <svg onload=alert(1)> {{7*7}}`,
  consent: "on",
  website: "",
  ...SOURCE_CORPUS,
} as const;

/** The public pages that show the stored fields, and pages that echo the query string. */
export function publicPagesShowing(corpus: WrittenCorpus): string[] {
  const reflected = encodeURIComponent(SHORT);
  return [
    "/",
    "/urunler",
    `/urunler?q=${reflected}`,
    `/urun/${corpus.productId}`,
    "/markalar",
    "/blog",
    `/blog/${corpus.postSlug}`,
    "/destek/yazilimlar",
    "/destek/uygulamalar",
    "/iletisim",
    `/iletisim?konu=diger&mesaj=${reflected}`,
    "/hakkimizda",
    `/ucretsiz-kesif?ozet=${reflected}`,
  ];
}

/**
 * Pages that take the corpus from the address and must not show it at all: the confirmations show
 * only a reference of the right shape, the survey form only known districts and services, the
 * basket only known notices and a return link to a path of this site.
 */
export function publicPagesRefusing(): string[] {
  const reflected = encodeURIComponent(SHORT);
  return [
    `/ucretsiz-kesif/talep-alindi?no=${reflected}`,
    `/ucretsiz-kesif?ilce=${reflected}&hizmet=${reflected}`,
    `/teklif-sepeti/talep-alindi?no=${reflected}`,
    `/teklif-sepeti?durum=${reflected}&eklendi=${reflected}&donus=${encodeURIComponent("javascript:alert(1)")}`,
  ];
}

/** The admin screens that list the stored fields. */
export const ADMIN_PAGES_SHOWING = [
  "/n1_admin",
  "/n1_admin/products",
  "/n1_admin/brands",
  "/n1_admin/blog",
  "/n1_admin/media",
  "/n1_admin/support-apps",
  "/n1_admin/messages",
  "/n1_admin/leads",
  "/n1_admin/unfound-searches",
  "/n1_admin/redirects",
  "/n1_admin/settings",
  "/n1_admin/audit",
];
