import { expect, test } from "./fixtures";
import { LOCKS } from "./locks";

/* ADR 017: landing, hub and legal pages are plain HTML and work without JavaScript. */

const SCRIPT_FREE = [
  { path: "/gebze-guvenlik-sistemleri", heading: "Gebze Güvenlik Sistemleri" },
  { path: "/hizmet-bolgeleri", heading: "Hizmet Bölgeleri" },
  { path: "/kvkk", heading: "KVKK Aydınlatma Metni" },
];

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of SCRIPT_FREE) {
    test(`${path} ships no executable script and no modulepreload`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      const scriptTags = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scriptTags.filter((tag) => !/type="application\/ld\+json"/.test(tag))).toEqual([]);
      expect(html).not.toContain("modulepreload");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    });
  }

  test("the mega menu opens by click and by keyboard, and its links navigate", async ({ page }) => {
    await page.goto("/gebze-guvenlik-sistemleri");
    const nav = page.getByRole("navigation", { name: "Ana menü" });
    const products = nav.locator("summary", { hasText: "Ürünler" });
    const cameras = nav.getByRole("link", { name: "IP Kameralar" });

    await products.click();
    await expect(cameras).toBeVisible();
    await products.click();
    await expect(cameras).toBeHidden();

    await products.focus();
    await page.keyboard.press("Enter");
    await expect(cameras).toBeVisible();
    await page.keyboard.press("Space");
    await expect(cameras).toBeHidden();
    await page.keyboard.press("Space");
    await expect(cameras).toBeVisible();

    await nav.getByRole("link", { name: "Tüm Ürünler" }).click();
    await expect(page).toHaveURL("/urunler");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ürünler");
  });

  test("the mobile menu opens by click and by keyboard, and its links navigate", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/kvkk");
    const toggle = page.locator("summary", { hasText: "Menü" });
    const mobileNav = page.getByRole("navigation", { name: "Mobil menü" });

    await toggle.click();
    await expect(mobileNav.getByRole("link", { name: "İletişim" })).toBeVisible();
    await toggle.click();
    await expect(mobileNav).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole("link", { name: "Hakkımızda" }).click();
    await expect(page).toHaveURL("/hakkimizda");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hakkımızda");
  });

  test("the hub's links lead to the district pages, and those to their pair and the legal pages", async ({ page }) => {
    await page.goto("/hizmet-bolgeleri");
    await page.getByRole("main").getByRole("link", { name: "Gebze Güvenlik Sistemleri" }).click();
    await expect(page).toHaveURL("/gebze-guvenlik-sistemleri");
    await page.getByRole("main").getByRole("link", { name: "Gebze Güvenlik Şirketleri" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gebze Güvenlik Şirketleri");
    await page.getByRole("contentinfo").getByRole("link", { name: "Gizlilik Politikası" }).click();
    await expect(page).toHaveURL("/gizlilik-politikasi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gizlilik Politikası");
  });
});

test.describe("pages without React (ADR 027)", () => {
  for (const path of ["/", "/urunler", "/urun/1", "/hakkimizda"]) {
    test(`${path} ships the enhancement script and no React: no modulepreload, no hydration data`, async ({ page }) => {
      const response = await page.goto(path);
      const html = await response!.text();
      const executable = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/type="application\/ld\+json"/.test(tag));
      expect(executable).toEqual([expect.stringMatching(/^<script type="module" src="\/assets\/enhance-[\w-]+\.js">$/)]);
      expect(html).not.toContain("modulepreload");
      expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    });
  }

  test.describe("with JavaScript disabled", () => {
    test.use({ javaScriptEnabled: false });

    // Five slides: not while services-content.spec.ts has the first one timed out.
    test("the catalogue filters by the plain form and the home page shows its first slide and products", { lock: LOCKS.homeHero }, async ({ page }) => {
      await page.goto("/urunler");
      await page.getByLabel("Kategori", { exact: true }).selectOption("network-urun-gruplari");
      await page.getByRole("button", { name: "Filtrele" }).click();
      await expect(page).toHaveURL(/\/urunler\?category=network-urun-gruplari/);
      await expect(page.getByText("Kategori: Network Ürün Grupları")).toBeVisible();
      await page.goto("/");
      await expect(page.locator('[aria-roledescription="slayt"][role="group"]:visible')).toHaveAttribute("aria-label", /^1 \/ 5/);
      await expect(page.getByRole("region", { name: "Öne çıkan ürün kartları" }).getByRole("link").first()).toBeVisible();
    });
  });
});

test.describe("with JavaScript enabled", () => {
  test("a client-side navigation into a script-free page keeps the app running", async ({ page }) => {
    await page.goto("/hizmetlerimiz");
    // The page ships React (its modulepreload links go once React has hydrated): wait for the router.
    await expect.poll(() => page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(true);
    await page.getByRole("contentinfo").getByRole("link", { name: "KVKK Aydınlatma Metni" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("KVKK Aydınlatma Metni");
    // Still the same document: the router navigated, so the scripts and scroll handling stayed.
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
