import { CATEGORIES } from "../../app/domain/catalog-taxonomy";
import { STATIC_PUBLIC_ROUTES } from "../support/public-routes";
import { expect, test } from "./fixtures";
import { expectLcpImageInFirstViewport, LAYOUT_WIDTHS, pageLayoutProblems, VIEWPORT_HEIGHTS } from "./layout-check";

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
    await expect(menu.getByRole("link", { name: "Güç Kaynakları" })).toHaveAttribute("href", "/urunler?category=guc-kaynaklari");
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
