import type { Page } from "@playwright/test";
import { DEMO_PRODUCTS } from "../../app/db/seed/demo-products";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { LOCKS } from "./locks";

// The demo catalogue is seeded in order into an empty database, so ids follow the array.
const active = DEMO_PRODUCTS.map((product, index) => ({ ...product, id: index + 1 })).filter((product) => product.isActive !== false);
const countOf = (predicate: (product: (typeof active)[number]) => boolean) => active.filter(predicate).length;
const cctvCount = countOf((product) => product.categorySlug === "cctv-guvenlik-cozumleri");
const ipCameraCount = countOf((product) => product.subcategorySlug === "ip-kameralar");
const firstProduct = active[0]!;

const count = (page: Page) => page.getByRole("status").getByText(/ürün bulundu$/);

test.describe("product list", () => {
  test("filters by category, subcategory chip, brand and search, each a URL that back and forward restore", async ({ page }) => {
    await page.goto("/urunler");
    await expect(count(page)).toHaveText(`${active.length} ürün bulundu`);
    await expect(page.locator("main article")).toHaveCount(24);

    await page.getByLabel("Kategori", { exact: true }).selectOption("cctv-guvenlik-cozumleri");
    await expect(page).toHaveURL("/urunler?category=cctv-guvenlik-cozumleri");
    await expect(count(page)).toHaveText(`${cctvCount} ürün bulundu`);
    await expect(page.getByText("Kategori: CCTV & Güvenlik Çözümleri")).toBeVisible();

    const chips = page.getByRole("navigation", { name: "Alt kategoriler" });
    await chips.getByRole("link", { name: "IP Kameralar" }).click();
    await expect(page).toHaveURL("/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar");
    await expect(count(page)).toHaveText(`${ipCameraCount} ürün bulundu`);
    await expect(chips.getByRole("link", { name: "IP Kameralar" })).toHaveAttribute("aria-current", "true");

    await page.getByLabel("Marka", { exact: true }).selectOption("Kaydera");
    await expect(page).toHaveURL("/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar&brand=Kaydera");
    await expect(page.getByRole("heading", { name: "Ürün Bulunamadı" })).toBeVisible();
    await expect(page.getByText("Seçilen filtrelere uygun ürün bulunamadı. Filtreleri değiştirmeyi deneyin.")).toBeVisible();
    await expect(count(page)).toHaveText("0 ürün bulundu");

    await page.goBack();
    await expect(page).toHaveURL("/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar");
    await expect(page.getByLabel("Marka", { exact: true })).toHaveValue("");
    await expect(count(page)).toHaveText(`${ipCameraCount} ürün bulundu`);
    await page.goBack();
    await expect(page).toHaveURL("/urunler?category=cctv-guvenlik-cozumleri");
    await page.goBack();
    await expect(page).toHaveURL("/urunler");
    await expect(page.getByLabel("Kategori", { exact: true })).toHaveValue("");
    await page.goForward();
    await expect(page).toHaveURL("/urunler?category=cctv-guvenlik-cozumleri");
    await expect(page.getByLabel("Kategori", { exact: true })).toHaveValue("cctv-guvenlik-cozumleri");
    await expect(count(page)).toHaveText(`${cctvCount} ürün bulundu`);

    await page.getByLabel("Ürün ara", { exact: true }).fill("KAMERA");
    await page.getByLabel("Ürün ara", { exact: true }).press("Enter");
    await expect(page).toHaveURL("/urunler?category=cctv-guvenlik-cozumleri&q=KAMERA");
    await expect(page.getByText("Arama: “KAMERA”")).toBeVisible();

    await page.getByRole("link", { name: "Filtreleri Temizle" }).click();
    await expect(page).toHaveURL("/urunler");
    await expect(page.getByLabel("Ürün ara", { exact: true })).toHaveValue("");
  });

  test("shows 9 skeleton cards only while a filter change waits for the server", async ({ page }) => {
    await page.goto("/urunler");
    await expect(page.getByTestId("product-skeleton")).toHaveCount(0);
    // The page ships no React (ADR 027): the next list is a new document, so what the list shows
    // meanwhile is recorded where the next page can read it.
    await page.evaluate(() => {
      const results = document.querySelector("[data-products-results]")!;
      const record = () => sessionStorage.setItem("skeletons", String(results.querySelectorAll('[data-testid="product-skeleton"]').length));
      new MutationObserver(record).observe(results, { childList: true });
    });
    await page.getByLabel("Kategori", { exact: true }).selectOption("network-urun-gruplari");
    await expect(page).toHaveURL("/urunler?category=network-urun-gruplari");
    expect(await page.evaluate(() => sessionStorage.getItem("skeletons"))).toBe("9");
    await expect(page.getByTestId("product-skeleton")).toHaveCount(0);
    await expect(page.locator("main article").first()).toBeVisible();
  });

  test("paginates with real links", async ({ page }) => {
    await page.goto("/urunler");
    const pages = page.getByRole("navigation", { name: "Sayfalar" });
    await expect(pages.getByRole("link", { name: "Sayfa 1" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Sonraki" }).click();
    await expect(page).toHaveURL("/urunler?page=2");
    await expect(pages.getByRole("link", { name: "Sayfa 2" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("main article").first()).toContainText(active[24]!.name);
    await page.goBack();
    await expect(page.locator("main article").first()).toContainText(firstProduct.name);
  });

  test("has no axe violations with chips and in the empty state", async ({ page }) => {
    await page.goto("/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar");
    await expectNoAxeViolations(page);
    await page.goto("/urunler?q=olmayan-bir-urun");
    await expect(page.getByRole("heading", { name: "Ürün Bulunamadı" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("product detail", () => {
  test("keeps the tab in the hash, replaced in place, and restores it from the address", async ({ page }) => {
    await page.goto(`/urun/${firstProduct.id}`);
    const tabs = page.getByRole("tablist", { name: "Ürün bilgileri" });
    await expect(tabs.getByRole("tab", { name: "Genel" })).toHaveAttribute("aria-selected", "true");
    const historyLength = await page.evaluate(() => history.length);

    await tabs.getByRole("tab", { name: "Teknik Özellikler" }).click();
    await expect(page).toHaveURL(`/urun/${firstProduct.id}#teknik`);
    const specName = Object.keys(firstProduct.specifications ?? {})[0]!;
    await expect(page.getByRole("tabpanel").getByRole("rowheader", { name: specName })).toBeVisible();
    await expectNoAxeViolations(page);

    await tabs.getByRole("tab", { name: "Teknik Özellikler" }).press("ArrowRight");
    await expect(page).toHaveURL(`/urun/${firstProduct.id}#dokumanlar`);
    await expect(tabs.getByRole("tab", { name: "Dokümanlar" })).toBeFocused();

    await tabs.getByRole("tab", { name: "Genel" }).click();
    await expect(page).toHaveURL(`/urun/${firstProduct.id}`);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await page.goto(`/urun/${firstProduct.id}#dokumanlar`);
    await expect(tabs.getByRole("tab", { name: "Dokümanlar" })).toHaveAttribute("aria-selected", "true");
    const messages: string[] = [];
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("button", { name: /^İndir\s*: Kullanım Kılavuzu$/ }).click();
    await expect.poll(() => messages).toEqual(["Doküman sistemi henüz aktif değil"]);
  });

  test("opens on the tab the address names: /urun/N#teknik shows the specifications (issue 27)", async ({ page }) => {
    await page.goto(`/urun/${firstProduct.id}#teknik`);
    const tabs = page.getByRole("tablist", { name: "Ürün bilgileri" });
    await expect(tabs.getByRole("tab", { name: "Teknik Özellikler" })).toHaveAttribute("aria-selected", "true");
    const [specName, specValue] = Object.entries(firstProduct.specifications ?? {})[0]!;
    const panel = page.getByRole("tabpanel", { name: "Teknik Özellikler" });
    await expect(panel.getByRole("rowheader", { name: specName })).toBeInViewport();
    await expect(panel.getByRole("cell", { name: specValue })).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    // The tab row stays in sight above the panel the address scrolled to.
    await expect(tabs).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test("links WhatsApp with a message naming the product, and shares the title '{name} - {company}'", async ({ page, baseURL }) => {
    await page.goto(`/urun/${firstProduct.id}`);
    const url = `${baseURL}/urun/${firstProduct.id}`;
    const whatsapp = page.getByRole("link", { name: "Ürün Hakkında Operatör Yardımı Alın" });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    const href = new URL((await whatsapp.getAttribute("href"))!);
    expect(href.origin + href.pathname).toBe("https://wa.me/905320000000");
    expect(href.searchParams.get("text")).toContain(firstProduct.name);
    expect(href.searchParams.get("text")).toContain(url);

    const title = `${firstProduct.name} - Örnek Güvenlik Sistemleri`;
    const facebook = new URL((await page.getByRole("link", { name: "Facebook'ta paylaş" }).getAttribute("href"))!);
    expect(facebook.searchParams.get("u")).toBe(url);
    const x = new URL((await page.getByRole("link", { name: "X'te paylaş" }).getAttribute("href"))!);
    expect(x.searchParams.get("text")).toBe(title);
    expect(x.searchParams.get("url")).toBe(url);
    const share = new URL((await page.getByRole("link", { name: "WhatsApp ile paylaş" }).getAttribute("href"))!);
    expect(share.searchParams.get("text")).toBe(`${title} ${url}`);
    await expect(page.getByRole("link", { name: "Ürünlere Geri Dön" })).toHaveAttribute("href", "/urunler");
  });

  test("answers 404 with the Turkish not-found texts for a non-integer id", async ({ page }) => {
    const response = await page.goto("/urun/abc");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Ürün Bulunamadı" })).toBeVisible();
    await expect(page.getByText("Aradığınız ürün mevcut değil veya kaldırılmış olabilir.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Ana Sayfaya Dön" })).toHaveAttribute("href", "/");
  });
});

test.describe("product detail without JavaScript (issue 27)", () => {
  test.use({ javaScriptEnabled: false });

  test("every section is in the page; the row of links and /urun/N#teknik reach the specifications and the documents", async ({ page }) => {
    const [specName] = Object.keys(firstProduct.specifications ?? {});
    await page.goto(`/urun/${firstProduct.id}#teknik`);
    await expect(page.getByRole("heading", { level: 2, name: "Teknik Özellikler" })).toBeInViewport();
    await expect(page.getByRole("rowheader", { name: specName })).toBeInViewport();
    await expect(page.getByRole("heading", { level: 2, name: "Özellikler", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Dokümanlar" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Kullanım Kılavuzu" })).toBeVisible();

    await page.goto(`/urun/${firstProduct.id}`);
    const links = page.getByRole("navigation", { name: "Ürün bilgileri" });
    await links.getByRole("link", { name: "Dokümanlar" }).click();
    await expect(page).toHaveURL(`/urun/${firstProduct.id}#dokumanlar`);
    await expect(page.getByRole("heading", { level: 3, name: "Teknik Şartname" })).toBeInViewport();
    await links.getByRole("link", { name: "Teknik Özellikler" }).click();
    await expect(page.getByRole("rowheader", { name: specName })).toBeInViewport();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`product list past its last page ${javaScriptEnabled ? "with" : "without"} JavaScript (issue 27)`, () => {
    test.use({ javaScriptEnabled });

    test("?page=999: an empty state that links to page 1, no count over an empty grid", async ({ page }) => {
      const response = await page.goto("/urunler?page=999");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 2, name: "Bu sayfada ürün yok" })).toBeVisible();
      await expect(page.getByText(/ürün bulundu/)).toHaveCount(0);
      await expect(page.locator("main article")).toHaveCount(0);
      await page.getByRole("link", { name: "İlk sayfaya dön" }).click();
      await expect(page).toHaveURL("/urunler");
      await expect(count(page)).toHaveText(`${active.length} ürün bulundu`);
    });
  });
}

test.describe("home", () => {
  const slide = (page: Page) => page.locator('[aria-roledescription="slayt"][role="group"]:visible');

  // Five slides: not while services-content.spec.ts has the first one timed out.
  test("the hero wraps both ways, follows the dots and advances every 3 s", { lock: LOCKS.homeHero }, async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await expect(slide(page)).toHaveAttribute("aria-label", /^1 \/ 5/);
    await page.clock.runFor(3100);
    await expect(slide(page)).toHaveAttribute("aria-label", /^2 \/ 5/);

    await page.getByRole("button", { name: "Önceki slayt" }).click();
    await page.getByRole("button", { name: "Önceki slayt" }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", /^5 \/ 5/);
    await page.getByRole("button", { name: "Sonraki slayt" }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", /^1 \/ 5/);
    await page.getByRole("button", { name: /^3\. slayt/ }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", /^3 \/ 5/);

    // Focus inside stops it; pausing keeps it stopped after focus and pointer leave.
    await page.clock.runFor(7000);
    await expect(slide(page)).toHaveAttribute("aria-label", /^3 \/ 5/);
    await page.getByRole("button", { name: "Slaytları durdur" }).click();
    await page.getByRole("link", { name: "Tüm ürünler" }).focus();
    await page.mouse.move(1, 1);
    await page.clock.runFor(7000);
    await expect(slide(page)).toHaveAttribute("aria-label", /^3 \/ 5/);
    await page.getByRole("button", { name: "Slaytları oynat" }).click();
    await page.getByRole("link", { name: "Tüm ürünler" }).focus();
    await page.mouse.move(1, 1);
    await page.clock.runFor(3100);
    await expect(slide(page)).toHaveAttribute("aria-label", /^4 \/ 5/);
  });

  test("the hero does not move under prefers-reduced-motion", { lock: LOCKS.homeHero }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Slaytları oynat" })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(slide(page)).toHaveAttribute("aria-label", /^1 \/ 5/);
  });

  test("shows featured products with 'Stokta' and a pausable brand strip", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Öne çıkan ürün kartları" });
    await expect(carousel.getByText("Stokta").first()).toBeVisible();
    await page.getByRole("button", { name: "Sonraki ürünler" }).click();

    const strip = page.getByTestId("brand-strip");
    await expect(strip).toHaveAttribute("data-paused", "false");
    await page.getByRole("button", { name: "Marka şeridini durdur" }).click();
    await expect(strip).toHaveAttribute("data-paused", "true");
    expect(await strip.evaluate((element) => getComputedStyle(element).animationPlayState)).toBe("paused");
    await expect(page.getByRole("button", { name: "Marka şeridini oynat" })).toBeVisible();
  });
});

test.describe("brands", () => {
  test("link every brand to its filtered product list", async ({ page }) => {
    await page.goto("/markalar");
    await page.getByRole("link", { name: /Optivizyon/ }).first().click();
    await expect(page).toHaveURL("/urunler?brand=Optivizyon");
    await expect(page.getByLabel("Marka", { exact: true })).toHaveValue("Optivizyon");
  });
});
