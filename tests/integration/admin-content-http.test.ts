import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { hashPassword } from "#app/features/auth/password.server";
import { createPreviewToken } from "#app/features/content/preview-token.server";
import { createTestApp, jsonSender, signIn, TEST_APP_SECRET } from "#tests/support/test-app";

/* The content admin API over HTTP (issue 31, ADR 041): drafts stay off the site and out of the page cache, previews, the 409, refusals, unpublishing. */

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let otherCookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.request);
  await ctx.database.db.insert(users).values({ username: "ikinci", passwordHash: await hashPassword("ikinci-parola-12345") });
  otherCookie = await signIn(ctx.request, { username: "ikinci", password: "ikinci-parola-12345" });
});
afterAll(async () => {
  await ctx.database.dispose();
});

const DOC = "/api/admin/content/legal/kvkk";
const send = (method: string, path: string, body?: unknown) => jsonSender(ctx.request, () => cookie)(method, path, body);
type Doc = { version: number; published: { title: string; blocks: { type: string; text?: string }[] } & Record<string, unknown>; draft: unknown };
const load = async () => (await (await send("GET", DOC)).json()) as Doc;
const publicTitle = async (path = "/kvkk", init?: RequestInit) => {
  const response = await ctx.request(path, init);
  return { response, html: await response.text() };
};

describe("content admin API", () => {
  it("lists the documents with their state", async () => {
    const response = await send("GET", "/api/admin/content");
    expect(response.status).toBe(200);
    const list = (await response.json()) as { key: string; path: string; status: string; hasDraft: boolean }[];
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ key: "legal/kvkk", path: "/kvkk", status: "published", hasDraft: false })]));
  });

  it("saves a draft without changing the live page or emptying the page cache", async () => {
    await publicTitle();
    expect((await publicTitle()).response.headers.get("x-cache")).toBe("HIT");
    const before = await load();
    const response = await send("PUT", DOC, { version: before.version, data: { ...before.published, title: "Taslak KVKK Metni" } });
    expect(response.status).toBe(200);
    const live = await publicTitle();
    expect(live.response.headers.get("x-cache")).toBe("HIT");
    expect(live.html).not.toContain("Taslak KVKK Metni");
  });

  it("shows the draft to signed-in staff with ?onizleme=1, uncached and noindex; not to a visitor", async () => {
    const preview = await publicTitle("/kvkk?onizleme=1", { headers: { cookie } });
    expect(preview.response.status).toBe(200);
    expect(preview.html).toContain("Taslak KVKK Metni");
    expect(preview.response.headers.get("cache-control")).toBe("private, no-store");
    expect(preview.response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(preview.html).toMatch(/<meta name="robots" content="noindex/);
    const visitor = await publicTitle("/kvkk?onizleme=1");
    expect(visitor.html).not.toContain("Taslak KVKK Metni");
  });

  it("makes a signed preview link that works without an account for 24 hours, and refuses a forged or expired one", async () => {
    const response = await send("POST", `${DOC}/preview-link`, {});
    expect(response.status).toBe(200);
    const { url, expiresAt } = (await response.json()) as { url: string; expiresAt: string };
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const link = new URL(url);
    const opened = await publicTitle(link.pathname + link.search);
    expect(opened.html).toContain("Taslak KVKK Metni");
    expect(opened.response.headers.get("x-cache")).not.toBe("HIT");
    const again = await publicTitle(link.pathname + link.search);
    expect(again.response.headers.get("x-cache"), "a preview is never kept").not.toBe("HIT");

    const forged = link.search.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await publicTitle(link.pathname + forged)).html).not.toContain("Taslak KVKK Metni");
    const old = createPreviewToken(TEST_APP_SECRET, "legal/kvkk", new Date(Date.now() - 25 * 3600_000)).token;
    expect((await publicTitle(`/kvkk?onizleme=${old}`)).html).not.toContain("Taslak KVKK Metni");
    const otherPage = createPreviewToken(TEST_APP_SECRET, "legal/kullanim-kosullari").token;
    expect((await publicTitle(`/kvkk?onizleme=${otherPage}`)).html).not.toContain("Taslak KVKK Metni");
  });

  it("answers a stale save with 409, who changed it and when", async () => {
    const current = await load();
    const first = await jsonSender(ctx.request, () => otherCookie)("PUT", DOC, { version: current.version, data: { ...current.published, title: "İkincinin başlığı" } });
    expect(first.status).toBe(200);
    const stale = await send("PUT", DOC, { version: current.version, data: { ...current.published, title: "Benim başlığım" } });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { message: string; current: { version: number; updatedBy: string; updatedAt: string } };
    expect(body.message).toContain("ikinci tarafından");
    expect(body.current).toMatchObject({ version: current.version + 1, updatedBy: "ikinci" });
  });

  it.each([
    ["a javascript: link", (doc: Doc) => ({ ...doc.published, blocks: [...doc.published.blocks, { type: "paragraph", text: "[Tıkla](javascript:alert(1))" }] }), /blocks\.\d+\.text/],
    ["script in the text", (doc: Doc) => ({ ...doc.published, intro: "<script>alert(1)</script>" }), /^intro$/],
    ["an unknown block", (doc: Doc) => ({ ...doc.published, blocks: [...doc.published.blocks, { type: "video", url: "/x" }] }), /blocks\.\d+\.type/],
    ["oversized text", (doc: Doc) => ({ ...doc.published, title: "Ç".repeat(121) }), /^title$/],
  ])("refuses %s with a Turkish 400 beside the field, writing nothing", async (_, make, field) => {
    const before = await load();
    const response = await send("PUT", DOC, { version: before.version, data: make(before) });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(Object.keys(body.fieldErrors).some((key) => field.test(key)), JSON.stringify(body.fieldErrors)).toBe(true);
    expect(body.message).toMatch(/[çğıöşüÇİ]/);
    expect((await load()).version).toBe(before.version);
  });

  it("refuses a schedule in the past (Istanbul time) with 400", async () => {
    const { version } = await load();
    const response = await send("POST", `${DOC}/schedule`, { version, scheduledAt: "2020-01-01T10:00" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("Yayın zamanı gelecekte olmalı.");
  });

  it("schedules a draft at an Istanbul wall-clock time", async () => {
    const { version } = await load();
    const response = await send("POST", `${DOC}/schedule`, { version, scheduledAt: "2099-06-01T09:30" });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { scheduledAt: string }).scheduledAt).toBe("2099-06-01T06:30:00.000Z");
  });

  it("publishes: the live page changes and the page cache is emptied", async () => {
    const { version } = await load();
    const response = await send("POST", `${DOC}/publish`, { version });
    expect(response.status).toBe(200);
    await expect.poll(async () => (await publicTitle()).html).toContain("İkincinin başlığı");
  });

  it("lists revisions, shows what changed and restores one as a draft", async () => {
    const revisions = (await (await send("GET", `${DOC}/revisions`)).json()) as { id: number; action: string; username: string }[];
    expect(revisions[0]).toMatchObject({ action: "publish", username: "yonetici" });
    const detail = (await (await send("GET", `${DOC}/revisions/${revisions[0]!.id}`)).json()) as { changes: unknown[] };
    expect(detail.changes).toEqual([]);
    const { version } = await load();
    const edited = await send("PUT", DOC, { version, data: { ...(await load()).published, title: "Yeni taslak" } });
    expect(edited.status).toBe(200);
    const diff = (await (await send("GET", `${DOC}/revisions/${revisions[0]!.id}`)).json()) as { changes: { field: string; before: string; after: string }[] };
    expect(diff.changes).toEqual([expect.objectContaining({ field: "title", before: "İkincinin başlığı", after: "Yeni taslak" })]);
    const restored = await send("POST", `${DOC}/revisions/${revisions[0]!.id}/restore`, { version: version + 1 });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as { draft: { title: string } }).draft.title).toBe("İkincinin başlığı");
  });

  it("takes the page off the site: 410, and out of the sitemap", async () => {
    const { version } = await load();
    expect((await send("POST", `${DOC}/unpublish`, { version })).status).toBe(200);
    await expect.poll(async () => (await ctx.request("/kvkk")).status).toBe(410);
    const sitemap = await (await ctx.request("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/kvkk<");
    expect(sitemap).toContain("/gizlilik-politikasi<");
  });

  it("answers a client navigation's data request for a content page", async () => {
    expect((await ctx.request("/gizlilik-politikasi.data")).status).toBe(200);
  });

  it("answers 404 for a document that does not exist", async () => {
    expect((await send("GET", "/api/admin/content/legal/yok")).status).toBe(404);
    expect((await send("PUT", "/api/admin/content/legal/yok", { version: 1, data: {} })).status).toBe(404);
  });
});

describe("the corporate page as content", () => {
  const ABOUT = "/api/admin/content/page/hakkimizda";
  type About = { version: number; published: { figures: { value: string; label: string }[]; mission: string } & Record<string, unknown> };
  const loadAbout = async () => (await (await send("GET", ABOUT)).json()) as About;

  it("publishes an edited figure and restores the earlier revision as a draft", async () => {
    const before = await loadAbout();
    const figures = before.published.figures.map((figure) => (figure.label === "Müşteri" ? { ...figure, value: "150+" } : figure));
    expect((await send("POST", `${ABOUT}/publish`, { version: before.version, data: { ...before.published, figures } })).status).toBe(200);
    await expect.poll(async () => (await (await ctx.request("/hakkimizda")).text()).includes(">150+<")).toBe(true);
    expect((await send("POST", `${ABOUT}/publish`, { version: before.version + 1, data: { ...before.published, mission: "Yeni misyon metni." } })).status).toBe(200);

    const [, first] = (await (await send("GET", `${ABOUT}/revisions`)).json()) as { id: number }[];
    const restored = await send("POST", `${ABOUT}/revisions/${first!.id}/restore`, { version: before.version + 2 });
    expect(restored.status).toBe(200);
    const preview = await (await ctx.request("/hakkimizda?onizleme=1", { headers: { cookie } })).text();
    expect(preview).not.toContain("Yeni misyon metni.");
    expect(preview).toContain(">150+<");
    expect(await (await ctx.request("/hakkimizda")).text()).toContain("Yeni misyon metni.");
  });
});

describe("the home page as content", () => {
  const HOME = "/api/admin/content/site/ana-sayfa";
  type Home = { version: number; published: { slides: { title: string }[] } & Record<string, unknown> };

  it("previews a changed second hero slide while the live home page keeps the old one, then publishes it", async () => {
    const home = (await (await send("GET", HOME)).json()) as Home;
    const slides = home.published.slides.map((slide, index) => (index === 1 ? { ...slide, title: "Kampanya: Network Kurulumu" } : slide));
    expect((await send("PUT", HOME, { version: home.version, data: { ...home.published, slides } })).status).toBe(200);
    expect(await (await ctx.request("/")).text()).not.toContain("Kampanya: Network Kurulumu");
    expect(await (await ctx.request("/?onizleme=1", { headers: { cookie } })).text()).toContain("2 / 5: Kampanya: Network Kurulumu");
    expect((await send("POST", `${HOME}/publish`, { version: home.version + 1 })).status).toBe(200);
    await expect.poll(async () => (await (await ctx.request("/")).text()).includes("2 / 5: Kampanya: Network Kurulumu")).toBe(true);
  });

  it("refuses a slide image from another site", async () => {
    const home = (await (await send("GET", HOME)).json()) as Home;
    const slides = home.published.slides.map((slide, index) => (index === 0 ? { ...slide, image: "https://kotu.example/x.png" } : slide));
    const response = await send("PUT", HOME, { version: home.version, data: { ...home.published, slides } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors["slides.0.image"]?.[0]).toBe("Görsel sitenin kendi görsellerinden biri olmalı (/media/… ya da /images/…).");
  });
});

describe("findability of content", () => {
  it("warns when a saved draft copies another page of its kind, and the SEO analysis lists it once published", async () => {
    const terms = (await (await send("GET", "/api/admin/content/legal/kullanim-kosullari")).json()) as Doc;
    const privacy = (await (await send("GET", "/api/admin/content/legal/gizlilik-politikasi")).json()) as Doc;
    const copied = { ...terms.published, blocks: privacy.published.blocks };
    const saved = await send("PUT", "/api/admin/content/legal/kullanim-kosullari", { version: terms.version, data: copied });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { warnings: string[] }).warnings).toEqual([expect.stringMatching(/^Metnin %\d+'i \/gizlilik-politikasi sayfasıyla aynı/)]);

    expect((await send("POST", "/api/admin/content/legal/kullanim-kosullari/publish", { version: terms.version + 1 })).status).toBe(200);
    const analysis = (await (await send("GET", "/api/admin/seo/analysis")).json()) as { issues: { id: string; type: string; editUrl: string }[] };
    expect(analysis.issues).toContainEqual(expect.objectContaining({ id: "content-legal/kullanim-kosullari-overlap-legal/gizlilik-politikasi", type: "content", editUrl: "/n1_admin/content/legal/kullanim-kosullari" }));
  });
});
