import type { Locator, Page } from "@playwright/test";
import { CATEGORIES, categoryHref } from "../../app/domain/catalog-taxonomy";
import { STATIC_PUBLIC_ROUTES } from "../support/public-routes";
import { expect, test } from "./fixtures";
import { expectLcpImageInFirstViewport, expectSoundPageLayout, expectSoundPanelLayout, LAYOUT_WIDTHS, pageLayoutProblems, VIEWPORT_HEIGHTS } from "./layout-check";

test.describe("public layout", () => {
  test("shows the top bar, the main navigation and the footer with company details", async ({ page }) => {
    await page.goto("/");
    const topBar = page.getByRole("banner");
    await expect(topBar.getByRole("link", { name: "bilgi@ornekguvenlik.example" })).toHaveAttribute(
      "href",
      "mailto:bilgi@ornekguvenlik.example",
    );
    await expect(topBar.getByRole("link", { name: "+90 262 000 00 00" })).toHaveAttribute("href", "tel:+902620000000");
    await expect(topBar.getByRole("link", { name: /Instagram/ })).toHaveAttribute("rel", "noopener noreferrer");

    const nav = page.getByRole("navigation", { name: "Ana menü" });
    for (const label of ["Ana Sayfa", "Ürünler", "Markalar", "Hizmetlerimiz", "Hakkımızda", "Destek", "Blog", "İletişim"]) {
      await expect(nav.getByText(label, { exact: true })).toBeVisible();
    }

    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText("Örnek Mah. Güvenlik Cad. No: 1, 41100 İzmit / Kocaeli")).toBeVisible();
    await expect(footer.getByRole("link", { name: "+90 262 000 00 00" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Gizlilik Politikası" })).toHaveAttribute("href", "/gizlilik-politikasi");
    await expect(footer.getByRole("link", { name: "Kullanım Koşulları" })).toHaveAttribute("href", "/kullanim-kosullari");
    await expect(footer.getByRole("link", { name: "KVKK Aydınlatma Metni" })).toHaveAttribute("href", "/kvkk");
  });

  test("navigates between pages on the client and marks the current page", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    await nav.getByRole("link", { name: "Markalar" }).click();
    await expect(page).toHaveURL("/markalar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Markalar");
    await expect(nav.getByRole("link", { name: "Markalar" })).toHaveAttribute("aria-current", "page");
    await expect(page).toHaveTitle("Markalar | Örnek Güvenlik Sistemleri");
  });

  test("opens the Destek submenu and follows its children", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    await nav.getByText("Destek", { exact: true }).click();
    await nav.getByRole("link", { name: "Mobil Uygulamalar" }).click();
    await expect(page).toHaveURL("/destek/uygulamalar");
    await expect(nav.getByRole("link", { name: "PC Yazılımları" })).toBeHidden();
  });

  test("scrolls to the top on every route change", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Hakkımızda" }).click();
    await expect(page).toHaveURL("/hakkimizda");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("shows the sticky call and WhatsApp bar on small screens only", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Hemen Ara" })).toBeVisible();
    await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/905320000000/);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("link", { name: "Hemen Ara" })).toBeHidden();
  });
});

test.describe("mega menu", () => {
  test("lists the 12 categories with their subcategories and closes with Escape", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    const toggle = nav.getByText("Ürünler", { exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    for (const category of CATEGORIES) {
      await expect(nav.getByRole("link", { name: category.name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "IP Kameralar" })).toHaveAttribute(
      "href",
      "/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar",
    );
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "IP Kameralar" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("opens on hover and on keyboard focus, and its first entry 'Tüm Ürünler' leads to /urunler", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    const allProducts = nav.getByRole("link", { name: "Tüm Ürünler", exact: true });
    await expect(allProducts).toBeHidden();
    await nav.getByText("Ürünler", { exact: true }).hover();
    await expect(allProducts).toBeVisible();
    await page.mouse.move(640, 8);
    await expect(allProducts).toBeHidden();

    await nav.getByRole("link", { name: "Ana Sayfa" }).focus();
    await page.keyboard.press("Tab");
    await expect(allProducts).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(allProducts).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/urunler");
  });

  test("subcategory links load a full document", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    await nav.getByText("Ürünler", { exact: true }).click();
    await nav.getByRole("link", { name: "Switch", exact: true }).click();
    await expect(page).toHaveURL("/urunler?category=network-urun-gruplari&subcategory=switch");
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
  });

  test("closes when clicking outside", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    await nav.getByText("Ürünler", { exact: true }).click();
    await expect(page.getByText("Ürün Kategorileri")).toBeVisible();
    await page.getByRole("heading", { name: "Hizmetlerimiz" }).click();
    await expect(page.getByText("Ürün Kategorileri")).toBeHidden();
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens by keyboard, reaches every page and closes after navigating", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Ana menü" })).toBeHidden();
    const toggle = page.locator("summary", { hasText: "Menü" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobil menü" });
    await expect(menu).toBeVisible();
    await menu.getByText("Ürünler", { exact: true }).click();
    await menu.getByText("Güç Kaynakları", { exact: true }).click();
    await expect(menu.getByRole("link", { name: "Tüm Güç Kaynakları" })).toHaveAttribute("href", "/urunler?category=guc-kaynaklari");
    await menu.getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    await expect(menu).toBeHidden();
  });

  test("closes with Escape and returns focus to its toggle", async ({ page }) => {
    await page.goto("/");
    const toggle = page.locator("summary", { hasText: "Menü" });
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobil menü" });
    await menu.getByRole("link", { name: "Markalar" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

/** Opens the mobile menu's "Ürünler" and every category in it; each lists its subcategories, as the mega menu does (issue 27). */
async function expectMobileCategoriesWithSubcategories(page: Page) {
  await page.locator("summary", { hasText: "Menü" }).click();
  const menu = page.getByRole("navigation", { name: "Mobil menü" });
  await menu.getByText("Ürünler", { exact: true }).click();
  for (const category of CATEGORIES) {
    await menu.getByText(category.name, { exact: true }).click();
    await expect(menu.getByRole("link", { name: `Tüm ${category.name}`, exact: true })).toHaveAttribute("href", categoryHref(category.slug));
    for (const subcategory of category.subcategories) {
      // By address: two categories have a "Dedektörler".
      const link = menu.locator(`a[href="${categoryHref(category.slug, subcategory.slug)}"]`);
      await expect(link).toBeVisible();
      await expect(link).toHaveText(subcategory.name);
    }
  }
  await expectSoundPanelLayout(menu, "the mobile menu with every category open");
  await menu.getByRole("link", { name: "Switch", exact: true }).click();
  await expect(page).toHaveURL("/urunler?category=network-urun-gruplari&subcategory=switch");
}

test.describe("mobile menu categories", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("lists the 12 categories with their subcategories", async ({ page }) => {
    await page.goto("/");
    await expectMobileCategoriesWithSubcategories(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("lists the 12 categories with their subcategories", async ({ page }) => {
      await page.goto("/kvkk");
      await expectMobileCategoriesWithSubcategories(page);
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mega menu and the mobile menu still open", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    await nav.getByText("Ürünler", { exact: true }).click();
    await expect(nav.getByRole("link", { name: "IP Kameralar" })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.locator("summary", { hasText: "Menü" }).click();
    await expect(page.getByRole("navigation", { name: "Mobil menü" }).getByRole("link", { name: "İletişim" })).toBeVisible();
  });
});

test.describe("not found", () => {
  test("answers 404 with an English page", async ({ page }) => {
    const response = await page.goto("/olmayan-bir-sayfa");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await page.getByRole("link", { name: "Go back home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  });
});

/** How many lines a text takes: the distinct tops of its line boxes. */
const lineCount = (locator: Locator) =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 1).map((rect) => Math.round(rect.top))).size;
  });

async function chooseFromCatalogue(page: Page, button: RegExp, count: number, counter: (count: number) => Locator) {
  await page.goto("/urunler");
  for (let index = 0; index < count; index++) {
    await page.getByRole("main").getByRole("button", { name: button }).nth(index).click();
    await expect(counter(index + 1)).toBeVisible();
  }
}
const basketBadge = (page: Page) => (count: number) => page.getByRole("banner").getByRole("link", { name: `Teklif sepeti: ${count} ürün` });
const comparisonCounter = (page: Page) => (count: number) => page.getByRole("banner").getByRole("link", { name: `Karşılaştırma: ${count} / 4 ürün seçili` });

test.describe("desktop header on one line from 1280 px (issue 27)", () => {
  for (const width of [1280, 1366, 1920]) {
    test(`${width} px: "Ana Sayfa", "Teklif Sepeti", "Ücretsiz Keşif" and the company name keep one line, with and without selections`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const expectOneLine = async (what: string) => {
        const banner = page.getByRole("banner");
        const nav = banner.getByRole("navigation", { name: "Ana menü" });
        const entries = {
          "Ana Sayfa": nav.getByRole("link", { name: "Ana Sayfa" }),
          "Teklif Sepeti": banner.getByText("Teklif Sepeti", { exact: true }),
          "Ücretsiz Keşif": banner.getByRole("link", { name: "Ücretsiz Keşif" }),
          Örnek: banner.getByText("Örnek", { exact: true }),
          "Güvenlik Sistemleri": banner.getByText("Güvenlik Sistemleri", { exact: true }),
        };
        for (const [name, locator] of Object.entries(entries)) {
          await expect(locator, `${name} ${what}`).toBeVisible();
          expect(await lineCount(locator), `${name} ${what}`).toBe(1);
        }
        // Every entry of the bar sits on the same row, and the bar does not overflow.
        const tops = await nav.getByRole("listitem").evaluateAll((items) => items.filter((item) => item.parentElement?.parentElement?.tagName === "NAV").map((item) => Math.round(item.getBoundingClientRect().top)));
        expect(new Set(tops).size, `menu rows ${what}`).toBe(1);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width ${what}`).toBe(width);
        await expectSoundPageLayout(page, `the header ${what}`);
      };
      await page.goto("/");
      await expectOneLine("without selections");
      await chooseFromCatalogue(page, /^Karşılaştır/, 4, comparisonCounter(page));
      await page.getByRole("main").getByRole("button", { name: /^Teklife Ekle/ }).first().click();
      await expect(basketBadge(page)(1)).toBeVisible();
      await page.goto("/");
      await expect(comparisonCounter(page)(4)).toBeVisible();
      await expectOneLine("with four products to compare and a basket");
    });
  }
});

test.describe("at 390 px (issue 27)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the quote basket with three products: names keep their width, no text runs over 'Adet' or the quantity", async ({ page }) => {
    await chooseFromCatalogue(page, /^Teklife Ekle/, 3, basketBadge(page));
    await page.goto("/teklif-sepeti");
    const lines = page.getByRole("list", { name: "Teklif sepetindeki ürünler" }).getByRole("listitem");
    await expect(lines).toHaveCount(3);
    for (const line of await lines.all()) {
      const name = line.getByRole("link");
      expect(await lineCount(name), (await name.textContent()) ?? "").toBeLessThanOrEqual(3);
      expect((await name.boundingBox())!.width).toBeGreaterThan(150);
    }
    await expectSoundPageLayout(page, "the basket with three products");
  });

  test("the comparison of four products", async ({ page }) => {
    await chooseFromCatalogue(page, /^Karşılaştır/, 4, comparisonCounter(page));
    await comparisonCounter(page)(4).click();
    await expect(page.getByRole("table", { name: /Ürün karşılaştırma tablosu/ }).getByRole("columnheader")).toHaveCount(4);
    await expectSoundPageLayout(page, "the comparison of four products");
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled });

      test("the product tabs: all three in full, none cut off", async ({ page }) => {
        await page.goto("/urun/3");
        const list = page.getByRole("main").locator("[data-tab-list]");
        const box = (await list.boundingBox())!;
        for (const name of ["Genel", "Teknik Özellikler", "Dokümanlar"]) {
          const tab = list.getByRole(javaScriptEnabled ? "tab" : "link", { name, exact: true });
          const tabBox = (await tab.boundingBox())!;
          expect(tabBox.x, name).toBeGreaterThanOrEqual(box.x);
          expect(tabBox.x + tabBox.width, name).toBeLessThanOrEqual(Math.min(box.x + box.width, 390));
          expect(await lineCount(tab), name).toBe(1);
        }
        expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        await expectSoundPageLayout(page, "the product page");
      });
    });
  }

  test("the not-found page shows the logo, which leads home, and 'Go back home'", async ({ page }) => {
    const response = await page.goto("/olmayan/bir/sayfa");
    expect(response?.status()).toBe(404);
    const logo = page.getByRole("link", { name: "Örnek Güvenlik Sistemleri – Home" });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Go back home" })).toBeInViewport();
    await expectSoundPageLayout(page, "the not-found page");
    await logo.click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("layout at 390, 1366 and 1920 px (issue 16)", () => {
  for (const width of LAYOUT_WIDTHS) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: VIEWPORT_HEIGHTS[width] } });

      test("every public page: no overlapping or sticking-out controls, no sideways scrolling", async ({ page }) => {
        test.setTimeout(180_000);
        const problems: Record<string, string[]> = {};
        for (const { path } of STATIC_PUBLIC_ROUTES) {
          await page.goto(path);
          const found = await pageLayoutProblems(page);
          if (found.length > 0) problems[path] = found;
        }
        expect(problems).toEqual({});
      });

      test("the home page's hero picture is in the first viewport from 1024 px up", async ({ page }) => {
        test.skip(width < 1024, "phones scroll to the picture");
        await page.goto("/");
        await expectLcpImageInFirstViewport(page);
      });
    });
  }
});
