import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOBILE_APP_FALLBACK, SOFTWARE_FALLBACK } from "#app/content/support-fallbacks";
import { SUPPORT_FAQ } from "#app/content/support-faq";
import { broadcastPageCachePurge } from "#app/db/page-cache-channel.server";
import { siteSettings } from "#app/db/schema/site";
import { supportApps, type NewSupportApp } from "#app/db/schema/support";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { DEMO_SUPPORT_APPS } from "#app/db/seed/demo-support-apps";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database";
import { createAppOver } from "#tests/support/test-app";

let database: TestDatabase;
let request: Awaited<ReturnType<typeof createAppOver>>["request"];

// Beside the seeded demo downloads: the cases the public reading rules are about.
const EXTRA: NewSupportApp[] = [
  { type: "mobile-app", name: "Çağrı Kayıt Mobil", downloadUrl: "/destek/indir/cagri-kayit", iosDownloadUrl: "/destek/indir/cagri-kayit/ios", platforms: ["android", "ios"] },
  { type: "mobile-app", name: "Ayrı Android Mobil", downloadUrl: "/destek/indir/ayri", androidDownloadUrl: "/destek/indir/ayri/android", platforms: ["android"] },
  { type: "mobile-app", name: "Pasif Mobil Uygulama", downloadUrl: "/destek/indir/pasif", isActive: false },
  { type: "software", name: "Çoklu Ekran Aracı", downloadUrl: "/destek/indir/coklu-ekran.exe", platforms: [] },
  { type: "software", name: "Pasif Yazılım", windowsDownloadUrl: "/destek/indir/pasif.exe", isActive: false },
];

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await seedDemoContent(database.db);
  await database.db.insert(supportApps).values(EXTRA);
  ({ request } = await createAppOver(database));
});

afterAll(async () => {
  await database.dispose();
});

type PublicItem = Record<string, unknown> & { id: number; name: string; type: string; platform?: string; androidDownloadUrl: string | null };

const api = async (path: string) => {
  const response = await request(path);
  return { response, items: (await response.json()) as PublicItem[] };
};

const page = async (path: string) => {
  const response = await request(path);
  const html = (await response.text()).replace(/<!-- -->/g, "");
  return { status: response.status, html };
};

const decode = (text: string) =>
  text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** Every link of a page: its attributes and its name (aria-label, else its text with sr-only parts). */
const links = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    href: decode(attributes!.match(/href="([^"]*)"/)?.[1] ?? ""),
    target: attributes!.match(/target="([^"]*)"/)?.[1],
    rel: attributes!.match(/rel="([^"]*)"/)?.[1],
    text: decode(attributes!.match(/aria-label="([^"]*)"/)?.[1] ?? inner!.replace(/<[^>]+>/g, "")).replace(/\s+/g, " ").trim(),
  }));

const activeDemo = (type: string) => DEMO_SUPPORT_APPS.filter((app) => app.type === type).map((app) => app.name);
const trOrder = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, "tr"));

describe("GET /api/support/software", () => {
  it("answers active software only, in Turkish name order, with short public caching and no private columns", async () => {
    const { response, items } = await api("/api/support/software");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(items.map((item) => item.name)).toEqual(trOrder([...activeDemo("software"), "Çoklu Ekran Aracı"]));
    expect(items.every((item) => item.type === "software")).toBe(true);
    expect(items.map((item) => item.name)).not.toContain("Pasif Yazılım");
    for (const item of items) for (const column of ["isActive", "createdAt", "updatedAt"]) expect(item).not.toHaveProperty(column);
  });

  it("gives every item a platform, Windows when none is stored, the general link standing in for it", async () => {
    const { items } = await api("/api/support/software");
    expect(items.every((item) => item.platform === "windows")).toBe(true);
    const bare = items.find((item) => item.name === "Çoklu Ekran Aracı")!;
    expect(bare).toMatchObject({ platforms: [], platform: "windows", windowsDownloadUrl: "/destek/indir/coklu-ekran.exe" });
  });
});

describe("GET /api/support/mobile-apps", () => {
  it("answers active mobile apps only, ordered by Turkish name (Ç after C, before D)", async () => {
    const { response, items } = await api("/api/support/mobile-apps");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    const names = items.map((item) => item.name);
    expect(names).toEqual(trOrder([...activeDemo("mobile-app"), "Çağrı Kayıt Mobil", "Ayrı Android Mobil"]));
    expect(names).not.toContain("Pasif Mobil Uygulama");
    expect(names.indexOf("Çağrı Kayıt Mobil")).toBe(names.indexOf("Dalgalink Akıllı Ev") - 1);
    expect(items.every((item) => item.type === "mobile-app" && !("platform" in item))).toBe(true);
  });

  it("uses downloadUrl as the Android link when an app has none, and keeps an app's own Android link", async () => {
    const { items } = await api("/api/support/mobile-apps");
    expect(items.find((item) => item.name === "Çağrı Kayıt Mobil")).toMatchObject({
      downloadUrl: "/destek/indir/cagri-kayit",
      androidDownloadUrl: "/destek/indir/cagri-kayit",
      iosDownloadUrl: "/destek/indir/cagri-kayit/ios",
    });
    expect(items.find((item) => item.name === "Ayrı Android Mobil")!.androidDownloadUrl).toBe("/destek/indir/ayri/android");
  });
});

describe("support pages", () => {
  it("/destek/yazilimlar renders the active software on the server, each with its Windows button", async () => {
    const { status, html } = await page("/destek/yazilimlar");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>PC Yazılımları<\/h1>/);
    expect(html).not.toContain('data-testid="support-skeleton"');
    expect(html).not.toContain("Pasif Yazılım");
    expect(html).not.toContain("support-fallback-note");
    const all = links(html);
    for (const name of [...activeDemo("software"), "Çoklu Ekran Aracı"]) {
      const buttons = all.filter((link) => link.text.endsWith(`için indir: ${name}`));
      expect(buttons.map((link) => link.text), name).toEqual([`Windows için indir: ${name}`]);
      expect(buttons[0]!.target, "a link on this site opens in place").toBeUndefined();
    }
    expect(all.find((link) => link.text === "Windows için indir: Çoklu Ekran Aracı")!.href).toBe("/destek/indir/coklu-ekran.exe");
    expect(html.match(/Platform: Windows/g)).toHaveLength(activeDemo("software").length + 1);
  });

  it("/destek/uygulamalar renders the active apps, with Android and iOS buttons where they have links (Android from downloadUrl), else the way to ask for one", async () => {
    const { status, html } = await page("/destek/uygulamalar");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Mobil Uygulamalar<\/h1>/);
    expect(html).not.toContain("Pasif Mobil Uygulama");
    const all = links(html);
    // The demo apps' brands are invented: no store link, their cards send the visitor to the contact page.
    const cards = [...html.matchAll(/<article\b[\s\S]*?<\/article>/g)].map(([card]) => decode(card));
    for (const app of DEMO_SUPPORT_APPS.filter((item) => item.type === "mobile-app")) {
      expect(all.some((link) => link.text.endsWith(`için indir: ${app.name}`)), app.name).toBe(false);
      const card = cards.find((text) => text.includes(`>${app.name}</h3>`));
      expect(card, app.name).toContain("İndirme bağlantısı için");
      expect(card, app.name).toContain('href="/iletisim"');
    }
    expect(all.find((link) => link.text === "Android için indir: Çağrı Kayıt Mobil")?.href).toBe("/destek/indir/cagri-kayit");
    expect(all.find((link) => link.text === "iOS için indir: Çağrı Kayıt Mobil")?.href).toBe("/destek/indir/cagri-kayit/ios");
    expect(all.some((link) => link.text === "Windows için indir: Çağrı Kayıt Mobil")).toBe(false);
    // Seeded images are site paths, which the CSP allows.
    expect(html).toContain('src="/images/support/optivizyon-mobil.svg"');
  });

  it.each(["/destek/yazilimlar", "/destek/uygulamalar"])("%s.data answers a client-side navigation with the streamed list", async (path) => {
    const response = await request(`${path}.data`);
    expect(response.status).toBe(200);
    const body = await response.text();
    const first = DEMO_SUPPORT_APPS.find((app) => app.type === (path.endsWith("yazilimlar") ? "software" : "mobile-app"))!;
    expect(body).toContain(JSON.stringify(first.name));
  });

  it("/destek links the hub pages and shows the contact channels from the site settings, with the claims", async () => {
    await database.db
      .insert(siteSettings)
      .values({ id: 1, phonePrimary: "+90 262 111 22 33", email: "destek@kale.example", whatsappNumber: "+90 555 444 33 22" })
      .onConflictDoUpdate({ target: siteSettings.id, set: { phonePrimary: "+90 262 111 22 33", email: "destek@kale.example", whatsappNumber: "+90 555 444 33 22" } });
    const { status, html } = await page("/destek");
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>Destek<\/h1>/);
    const all = links(html);
    const hrefs = all.map((link) => link.href);
    for (const href of ["/destek/yazilimlar", "/destek/uygulamalar", "/hdd-hesaplama", "/iletisim"]) expect(hrefs).toContain(href);
    expect(all).toContainEqual(expect.objectContaining({ href: "tel:+902621112233", text: "Telefon: +90 262 111 22 33" }));
    expect(all).toContainEqual(expect.objectContaining({ href: "mailto:destek@kale.example", text: "E-posta: destek@kale.example" }));
    const whatsapp = all.find((link) => link.href.startsWith("https://wa.me/905554443322"))!;
    expect(whatsapp).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    expect(new URL(whatsapp.href).searchParams.get("text")).toBe("Merhaba, teknik destek almak istiyorum.");
    expect(html).toContain("7/24 telefon desteği");
    expect(html).toContain("E-posta ile 24 saat içinde yanıt");
    await database.db.delete(siteSettings);
  });

  it("/destek shows four questions and the same four in FAQPage JSON-LD", async () => {
    const { html } = await page("/destek");
    const faqSection = html.match(/<section aria-labelledby="support-faq-heading"[\s\S]*?<\/section>/)![0];
    const summaries = [...faqSection.matchAll(/<summary\b[^>]*>([\s\S]*?)<\/summary>/g)].map(([, inner]) => decode(inner!.replace(/<[^>]+>/g, "")).trim());
    expect(summaries).toHaveLength(4);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body]) => JSON.parse(body!) as { "@graph": { "@type": string }[] });
    const faq = blocks.flatMap((block) => block["@graph"]).find((node) => node["@type"] === "FAQPage") as unknown as {
      mainEntity: { "@type": string; name: string; acceptedAnswer: { "@type": string; text: string } }[];
    };
    expect(faq.mainEntity.map((question) => question.name)).toEqual(summaries);
    for (const question of faq.mainEntity) {
      expect(question["@type"]).toBe("Question");
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(decode(faqSection)).toContain(`<p class="mt-3 text-slate-700">${question.acceptedAnswer.text}</p>`);
    }
    expect(faq.mainEntity.map((question) => question.name)).toEqual(SUPPORT_FAQ.map((item) => item.question));
  });
});

describe("when every download is passive", () => {
  beforeAll(async () => {
    await database.db.update(supportApps).set({ isActive: false });
  });

  it("the APIs answer empty lists", async () => {
    expect((await api("/api/support/software")).items).toEqual([]);
    expect((await api("/api/support/mobile-apps")).items).toEqual([]);
  });

  it.each([
    ["/destek/yazilimlar", SOFTWARE_FALLBACK, ["windowsDownloadUrl"]],
    ["/destek/uygulamalar", MOBILE_APP_FALLBACK, ["androidDownloadUrl", "iosDownloadUrl"]],
  ] as const)("%s shows its six static fallback entries, external links opening in a new tab", async (path, fallback, keys) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain('data-testid="support-fallback-note"');
    expect(fallback).toHaveLength(6);
    const all = links(html);
    const buttons = all.filter((link) => link.text.includes(" için indir: "));
    expect(buttons).toHaveLength(6 * keys.length);
    for (const entry of fallback) {
      for (const key of keys) {
        const label = { androidDownloadUrl: "Android", iosDownloadUrl: "iOS", windowsDownloadUrl: "Windows" }[key];
        const button = buttons.find((link) => link.text === `${label} için indir: ${entry.name}`);
        expect(button, `${label} ${entry.name}`).toMatchObject({ href: entry[key], target: "_blank", rel: "noopener" });
      }
    }
    // Nothing seeded leaks into the fallback.
    for (const app of DEMO_SUPPORT_APPS) expect(html).not.toContain(app.name);
  });
});

describe("when the downloads cannot be read", () => {
  beforeAll(async () => {
    await database.db.execute(sql`alter table support_apps rename to support_apps_hidden`);
    // Pages cached before the failure would still be served (ADR 020); start from an empty cache.
    await broadcastPageCachePurge(database.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  afterAll(async () => {
    await database.db.execute(sql`alter table support_apps_hidden rename to support_apps`);
  });

  it.each([
    ["/destek/yazilimlar", "Yazılımlar Yüklenemedi", "Yazılımlar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin."],
    ["/destek/uygulamalar", "Uygulamalar Yüklenemedi", "Uygulamalar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin."],
  ])("%s shows the error texts instead of the list, and the page cache does not keep them", async (path, title, text) => {
    const { html } = await page(path);
    expect(html).toContain(title);
    expect(html).toContain(text);
    expect(html).not.toContain("için indir:");
    expect((await request(path)).headers.has("x-cache")).toBe(false);
  });

  it("the APIs answer 500 with a JSON message and no details", async () => {
    for (const path of ["/api/support/software", "/api/support/mobile-apps"]) {
      const response = await request(path);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });
});
