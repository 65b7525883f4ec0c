import { execFile, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { APIRequestContext } from "@playwright/test";
import { QUOTE_BASKET_UPDATE_PATH } from "../../app/domain/quote-basket";
import { DEMO_BLOG_POSTS } from "../../app/db/seed/demo-blog-posts";
import { DEMO_PRODUCTS } from "../../app/db/seed/demo-products";
import { expect, test } from "./fixtures";

/*
 * Issue 27 item 25: every public page kind passes the W3C Nu Html Checker (npm `vnu-jar`, run on
 * Debian's `default-jre-headless`; `.ci/run` installs it) with no error. The server's HTML of one
 * URL of every kind, in the states a visitor can reach without JavaScript (a filled basket, four
 * products compared, forms sent back with their errors), is checked in one Java run.
 */

const VNU_JAR = String(createRequire(import.meta.url)("vnu-jar"));
const firstActiveProductId = DEMO_PRODUCTS.findIndex((product) => product.isActive !== false) + 1;

type PageKind = { kind: string; path: string; status: number; method?: "POST"; form?: Record<string, string> };

const PAGE_KINDS: PageKind[] = [
  { kind: "home", path: "/", status: 200 },
  { kind: "catalogue", path: "/urunler", status: 200 },
  { kind: "catalogue, filtered", path: "/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar", status: 200 },
  { kind: "catalogue, search without results", path: "/urunler?q=bulunmayan-urun-zzz", status: 200 },
  { kind: "product", path: `/urun/${firstActiveProductId}`, status: 200 },
  { kind: "product not found", path: "/urun/999999", status: 404 },
  { kind: "compare, empty", path: "/karsilastir", status: 200 },
  { kind: "compare, four products", path: "/karsilastir?urun=1,2,3,4", status: 200 },
  { kind: "brands", path: "/markalar", status: 200 },
  { kind: "corporate", path: "/hakkimizda", status: 200 },
  { kind: "services", path: "/hizmetlerimiz", status: 200 },
  { kind: "support", path: "/destek", status: 200 },
  { kind: "support: PC software", path: "/destek/yazilimlar", status: 200 },
  { kind: "support: mobile apps", path: "/destek/uygulamalar", status: 200 },
  { kind: "HDD calculator", path: "/hdd-hesaplama", status: 200 },
  { kind: "HDD calculator, computed on the server", path: "/hdd-hesaplama?kanal=8&sikistirma=h264&cozunurluk=4mp&fps=30&bithizi=7200&gun=60&raid=raid5", status: 200 },
  { kind: "blog", path: "/blog", status: 200 },
  { kind: "blog post", path: `/blog/${DEMO_BLOG_POSTS[0]!.slug}`, status: 200 },
  { kind: "contact", path: "/iletisim", status: 200 },
  { kind: "contact, sent back with errors", path: "/iletisim", status: 400, method: "POST", form: { name: "", email: "x", message: "" } },
  { kind: "contact, received", path: "/iletisim/mesaj-alindi", status: 200 },
  { kind: "survey", path: "/ucretsiz-kesif", status: 200 },
  { kind: "survey, sent back with errors", path: "/ucretsiz-kesif", status: 400, method: "POST", form: { name: "" } },
  { kind: "survey, received", path: "/ucretsiz-kesif/talep-alindi", status: 200 },
  { kind: "basket with three products", path: "/teklif-sepeti", status: 200 },
  { kind: "basket, received", path: "/teklif-sepeti/talep-alindi", status: 200 },
  { kind: "newsletter unsubscribed", path: "/bulten/abonelik-iptal", status: 200 },
  { kind: "privacy policy", path: "/gizlilik-politikasi", status: 200 },
  { kind: "terms of use", path: "/kullanim-kosullari", status: 200 },
  { kind: "KVKK notice", path: "/kvkk", status: 200 },
  { kind: "service areas hub", path: "/hizmet-bolgeleri", status: 200 },
  { kind: "service landing page", path: "/kocaeli-kamera-sistemleri", status: 200 },
  { kind: "district systems page", path: "/izmit-guvenlik-sistemleri", status: 200 },
  { kind: "district companies page", path: "/izmit-guvenlik-sirketleri", status: 200 },
  { kind: "not found", path: "/bu-sayfa-yok", status: 404 },
];

/** A page with one known error: the checker must report it, or it did not read the pages at all. */
const CONTROL_PAGE = '<!doctype html><html lang="tr"><head><title>Kontrol</title></head><body><input name="adres" autocomplete="street-address"></body></html>';

type VnuMessage = { type: string; subType?: string; url: string; lastLine?: number; message: string; extract?: string };

function javaAvailable() {
  return spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
}

/** The HTML of every page kind, the basket filled first through its no-JavaScript form. */
async function fetchPages(request: APIRequestContext) {
  for (const productId of [1, 2, 3]) {
    const added = await request.post(QUOTE_BASKET_UPDATE_PATH, { form: { intent: "add", productId: String(productId), returnTo: "/urunler" }, maxRedirects: 0 });
    expect(added.status(), "adding to the basket").toBe(303);
  }
  const pages: { kind: PageKind; html: string }[] = [];
  for (const kind of PAGE_KINDS) {
    const response = kind.method === "POST" ? await request.post(kind.path, { form: kind.form }) : await request.get(kind.path);
    expect(response.status(), `${kind.kind}: ${kind.path}`).toBe(kind.status);
    expect(response.headers()["content-type"], kind.path).toMatch(/^text\/html/);
    pages.push({ kind, html: await response.text() });
  }
  return pages;
}

test.describe("the W3C Nu Html Checker", () => {
  test.describe.configure({ timeout: 120_000 });

  test("finds no error on any public page kind", async ({ request }) => {
    expect(javaAvailable(), "Java runs the Nu Html Checker: apt-get install default-jre-headless").toBe(true);
    const pages = await fetchPages(request);
    const directory = await mkdtemp(path.join(os.tmpdir(), "nu-html-"));
    try {
      const control = path.join(directory, "kontrol.html");
      await writeFile(control, CONTROL_PAGE);
      const files = await Promise.all(
        pages.map(async (page, index) => {
          const file = path.join(directory, `sayfa-${index}.html`);
          await writeFile(file, page.html);
          return file;
        }),
      );
      // One JVM for every page; its JSON report goes to stderr.
      const { stderr } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", control, ...files], {
        maxBuffer: 32 * 1024 * 1024,
      });
      const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
      const [controlErrors, pageErrors] = [messages.filter((m) => m.url.endsWith("/kontrol.html")), messages.filter((m) => !m.url.endsWith("/kontrol.html"))];
      expect(controlErrors.map((message) => message.message)).toEqual([expect.stringContaining("street-address")]);
      const pageOf = (url: string) => pages[Number(/sayfa-(\d+)\.html$/.exec(url)?.[1])]?.kind.path ?? url;
      const errors = pageErrors.map((message) => `${pageOf(message.url)}: ${message.message} [${(message.extract ?? "").trim().slice(0, 120)}]`);
      expect(errors).toEqual([]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
