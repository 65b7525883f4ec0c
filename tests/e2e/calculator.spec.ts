import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * Figures worked out by hand from docs/product.md#calculator:
 * - defaults (4 × H.265 1080p 25 fps = 2000 Kbps, 30 days, no RAID): 8.000 Kbps, 82,4 GB a day,
 *   2,5 TB required, 3,0 TB recommended, 4 TB disk (its worked example);
 * - 8 × H.264 4MP 30 fps: 6000 × 30 / 25 = 7200 Kbps each, 57.600 Kbps (57,6 Mbps) in all,
 *   57600 × 86400 / 8388608 = 593,3 GB a day; × 60 days × 1,33 (RAID 5) = 47,3 TB required;
 *   × 1,2 = 56,8 TB recommended → '20TB+'.
 */
const SETUP_URL = "/hdd-hesaplama?kanal=8&sikistirma=h264&cozunurluk=4mp&fps=30&bithizi=7200&gun=60&raid=raid5";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const results = (page: Page) => page.getByRole("region", { name: "Hesaplama Sonuçları" });
const calculate = (page: Page) => page.getByRole("button", { name: "Hesapla", exact: true });

async function expectSetupResults(page: Page) {
  const region = results(page);
  await expect(region).toBeVisible();
  await expect(region).toContainText("8 kamera, H.264, 4 MP, 30 fps, kamera başına 7.200 Kbps, 60 gün kayıt, RAID 5");
  for (const figure of ["57.600 Kbps", "57,6 Mbps", "593,3 GB", "47,3 TB", "56,8 TB"]) {
    await expect(region).toContainText(figure);
  }
  await expect(page.getByTestId("hdd-suggestion")).toHaveText("20TB+");
}

test.describe("HDD calculator", () => {
  test("'Hesapla' shows the results of the setup; then the results follow the fields without another press", async ({ page }) => {
    await page.goto("/hdd-hesaplama");
    await expect(page.getByRole("heading", { level: 1, name: "HDD Hesaplama" })).toBeVisible();
    await expect(results(page)).toHaveCount(0);
    await expect(page.getByText("Sonuçlar burada görünecek")).toBeVisible();
    await expect(field(page, "Kamera başına bit hızı (Kbps)")).toHaveValue("2000");

    await calculate(page).click();
    await expect(page).toHaveURL("/hdd-hesaplama?kanal=4&sikistirma=h265&cozunurluk=1080p&fps=25&bithizi=2000&gun=30&raid=none");
    for (const figure of ["8.000 Kbps", "82,4 GB", "2,5 TB", "3,0 TB"]) {
      await expect(results(page)).toContainText(figure);
    }
    await expect(page.getByTestId("hdd-suggestion")).toHaveText("4 TB");
    await expect(page.getByRole("status").filter({ hasText: "Hesaplama tamamlandı" })).toHaveText(
      "Hesaplama tamamlandı. Günlük depolama 82,4 GB, gereken kapasite 2,5 TB, önerilen kapasite 3,0 TB, önerilen disk 4 TB.",
    );

    // The bitrate follows the selections (scaled by fps / 25), and the results follow every change.
    await field(page, "Kamera (kanal) sayısı").fill("8");
    await field(page, "Sıkıştırma standardı").selectOption("h264");
    await field(page, "Çözünürlük").selectOption("4mp");
    await field(page, "Kare hızı").selectOption("30");
    await expect(field(page, "Kamera başına bit hızı (Kbps)")).toHaveValue("7200");
    await field(page, "Kayıt süresi (gün)").fill("60");
    await field(page, "RAID seviyesi").selectOption("raid5");
    await expect(page).toHaveURL(SETUP_URL);
    await expectSetupResults(page);
    await expect(page.getByRole("status").filter({ hasText: "Hesaplama tamamlandı" })).toContainText("önerilen disk 20TB+.");
    // The quote link carries the setup now shown.
    await expect(page.getByRole("link", { name: "Bu kurulum için teklif al" })).toHaveAttribute("href", /ozet=Kurulum%3A\+8\+kamera%2C\+H\.264/);

    // The address is the calculation: a reload shows the same one.
    await page.reload();
    await expectSetupResults(page);
    await expect(field(page, "Kamera (kanal) sayısı")).toHaveValue("8");
  });

  test("clamps and falls back on 'Hesapla', by keyboard, keeping focus; a typed bitrate is kept", async ({ page }) => {
    await page.goto("/hdd-hesaplama");
    await field(page, "Kamera (kanal) sayısı").fill("300");
    await field(page, "Kayıt süresi (gün)").fill("");
    await field(page, "Kamera başına bit hızı (Kbps)").fill("3500");
    await expect(page.getByRole("button", { name: "Önerilen değeri kullan (2.000 Kbps)" })).toBeVisible();
    await calculate(page).focus();
    await page.keyboard.press("Enter");
    // 256 × 3500 = 896.000 Kbps; 9228,5 GB a day; × 30 (empty days fall back to 30) = 276,9 TB.
    await expect(page).toHaveURL("/hdd-hesaplama?kanal=256&sikistirma=h265&cozunurluk=1080p&fps=25&bithizi=3500&gun=30&raid=none");
    await expect(field(page, "Kamera (kanal) sayısı")).toHaveValue("256");
    await expect(field(page, "Kayıt süresi (gün)")).toHaveValue("30");
    await expect(results(page)).toContainText("896.000 Kbps");
    await expect(results(page)).toContainText("276,9 TB");
    await expect(calculate(page)).toBeFocused();

    await page.getByRole("button", { name: "Önerilen değeri kullan (2.000 Kbps)" }).click();
    await expect(field(page, "Kamera başına bit hızı (Kbps)")).toHaveValue("2000");
    await expect(page.getByRole("button", { name: /^Önerilen değeri kullan/ })).toBeHidden();
    await expect(results(page)).toContainText("512.000 Kbps");
  });

  test("keeps what was typed before its script ran", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await held;
      await route.continue();
    });
    // A module script holds DOMContentLoaded back until it has run: wait only for the markup.
    await page.goto("/hdd-hesaplama", { waitUntil: "commit" });
    await field(page, "Kamera (kanal) sayısı").fill("16");
    await field(page, "Çözünürlük").selectOption("4k");
    release();
    // The enhancer offers the table's bitrate for 4K (the field still holds 1080p's 2000).
    await expect(page.getByRole("button", { name: /^Önerilen değeri kullan/ })).toBeVisible();
    await expect(field(page, "Kamera (kanal) sayısı")).toHaveValue("16");
    await field(page, "Kare hızı").selectOption("30");
    await expect(field(page, "Kamera başına bit hızı (Kbps)")).toHaveValue("7200"); // 6000 × 30 / 25
    await expect(page).toHaveURL("/hdd-hesaplama?kanal=16&sikistirma=h265&cozunurluk=4k&fps=30&bithizi=7200&gun=30&raid=none");
  });

  test("loads the enhancement script and the calculator's own chunk, no React", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/hdd-hesaplama");
    await calculate(page).click();
    await expect(results(page)).toBeVisible();
    expect(scripts[0]).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
    expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/hdd-calculator\.enhance-[\w-]+\.js$/));
    expect(scripts.filter((script) => /jsx-runtime|entry\.client|\/root-/.test(script))).toEqual([]);
  });

  test("a shared address shows its result on load and after a reload; bad values fall back", async ({ page }) => {
    await page.goto(SETUP_URL);
    await expectSetupResults(page);
    await expect(field(page, "Kamera (kanal) sayısı")).toHaveValue("8");
    await expect(field(page, "RAID seviyesi")).toHaveValue("raid5");
    await page.reload();
    await expectSetupResults(page);

    // Channels 'abc' → 1, unknown codec → H.265, days 999 → 365: 2000 Kbps, 20,6 GB a day,
    // 7518,8 GB → 7,5 TB required, 9,0 TB recommended, 10 TB disk.
    await page.goto("/hdd-hesaplama?kanal=abc&sikistirma=mpeg4&gun=999");
    await expect(field(page, "Kamera (kanal) sayısı")).toHaveValue("1");
    await expect(field(page, "Sıkıştırma standardı")).toHaveValue("h265");
    await expect(field(page, "Kayıt süresi (gün)")).toHaveValue("365");
    for (const figure of ["2.000 Kbps", "20,6 GB", "7,5 TB", "9,0 TB"]) {
      await expect(results(page)).toContainText(figure);
    }
    await expect(page.getByTestId("hdd-suggestion")).toHaveText("10 TB");
  });

  test("links a quote request for the setup to the free site-survey request, with the setup as its summary", async ({ page, baseURL }) => {
    await page.goto(SETUP_URL);
    const link = page.getByRole("link", { name: "Bu kurulum için teklif al" });
    const href = new URL((await link.getAttribute("href"))!, baseURL);
    expect(href.pathname).toBe("/ucretsiz-kesif");
    expect(href.searchParams.get("hizmet")).toBe("cctv");
    expect(href.searchParams.get("ozet")).toBe(
      [
        "Kurulum: 8 kamera, H.264, 4 MP, 30 fps, kamera başına 7.200 Kbps, 60 gün kayıt, RAID 5.",
        "Sonuç: toplam bit hızı 57.600 Kbps (57,6 Mbps), günlük 593,3 GB, gereken kapasite 47,3 TB, önerilen kapasite 56,8 TB, önerilen disk 20TB+.",
        `Hesaplama: ${baseURL}${SETUP_URL}`,
      ].join(" "),
    );

    const toolbox = page.getByRole("link", { name: /^Windows için indir/ });
    await expect(toolbox).toHaveAttribute("href", /^https:\/\//);
    await expect(toolbox).toHaveAttribute("rel", "noopener noreferrer");

    await link.click();
    await expect(page.getByRole("heading", { level: 1, name: "Ücretsiz Keşif Talebi" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Güvenlik kamerası (CCTV)" })).toBeChecked();
    await expect(page.getByLabel("Kurulum özeti")).toHaveValue(/^Kurulum: 8 kamera, H\.264, 4 MP/);
  });

  test("has no axe violations before and after calculating", async ({ page }) => {
    await page.goto("/hdd-hesaplama");
    await expectNoAxeViolations(page);
    await calculate(page).click();
    await expect(results(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("requests nothing from other origins on load", async ({ page, baseURL }) => {
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(baseURL!) && !request.url().startsWith("data:")) foreign.push(request.url());
    });
    await page.goto(SETUP_URL);
    await expect(results(page)).toBeVisible();
    expect(foreign).toEqual([]);
  });
});

/*
 * Issue 27: 4 × 4K H.264 at 30 fps: 12000 × 30 / 25 = 14.400 Kbps each, 57.600 Kbps in all,
 * 593,3 GB a day, × 30 days = 17,8 TB required: what the enhancer computes, and now the plain form too.
 */
async function chooseFourK(page: Page) {
  await page.goto("/hdd-hesaplama");
  await field(page, "Çözünürlük").selectOption("4k");
  await field(page, "Sıkıştırma standardı").selectOption("h264");
  await field(page, "Kare hızı").selectOption("30");
  await calculate(page).click();
  await expect(page).toHaveURL("/hdd-hesaplama?kanal=4&sikistirma=h264&cozunurluk=4k&fps=30&bithizi=14400&gun=30&raid=none");
  await expect(field(page, "Kamera başına bit hızı (Kbps)")).toHaveValue("14400");
  for (const figure of ["57.600 Kbps", "593,3 GB", "17,8 TB"]) await expect(results(page)).toContainText(figure);
}

test.describe("HDD calculator without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("derives the bitrate from the resolution, codec and frame rate when none was typed: the same 17,8 TB; a typed one is kept", async ({ page }) => {
    await chooseFourK(page);
    await field(page, "Kamera başına bit hızı (Kbps)").fill("5000");
    await field(page, "Kare hızı").selectOption("15");
    await calculate(page).click();
    await expect(page).toHaveURL("/hdd-hesaplama?kanal=4&sikistirma=h264&cozunurluk=4k&fps=15&bithizi=5000&gun=30&raid=none");
    await expect(results(page)).toContainText("20.000 Kbps");
  });

  test("is server-rendered and calculates through the plain form, with the quote link", async ({ page }) => {
    await page.goto(SETUP_URL);
    await expectSetupResults(page);

    await page.goto("/hdd-hesaplama");
    await expect(results(page)).toHaveCount(0);
    await field(page, "Kamera (kanal) sayısı").fill("8");
    await calculate(page).click();
    await expect(page).toHaveURL(/\?kanal=8&sikistirma=h265&cozunurluk=1080p&fps=25&bithizi=2000&gun=30&raid=none$/);
    // 8 × 2000 = 16.000 Kbps; 164,8 GB a day; 4,9 TB required; 5,9 TB recommended; 6 TB disk.
    await expect(results(page)).toContainText("16.000 Kbps");
    await expect(page.getByTestId("hdd-suggestion")).toHaveText("6 TB");
    await expect(page.getByRole("link", { name: "Bu kurulum için teklif al" })).toHaveAttribute("href", /^\/ucretsiz-kesif\?hizmet=cctv&ozet=Kurulum%3A\+8\+kamera/);
    // The table's-bitrate button needs JavaScript, so it is not offered.
    await expect(page.getByRole("button", { name: /^Önerilen değeri kullan/ })).toHaveCount(0);
  });
});
