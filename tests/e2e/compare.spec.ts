import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/* Issue 19 item 3: compare three products from the catalogue and share the address, with and without JavaScript. */

async function compareThreeFromCatalogue(page: Page) {
  await page.goto("/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar");
  const firstCard = page.locator("article").first();
  const firstName = (await firstCard.getByRole("heading").textContent())!.trim();
  await firstCard.getByRole("link", { name: /^Karşılaştır/ }).click();
  await expect(page).toHaveURL(/\/karsilastir\?urun=\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ürün Karşılaştırma" })).toBeVisible();
  await expect(page.getByText("Karşılaştırma için en az bir ürün daha ekleyin.")).toBeVisible();

  const suggestions = page.getByRole("region", { name: "Karşılaştırmaya ekleyin" });
  await suggestions.getByRole("link", { name: /^Ekle/ }).first().click();
  await expect(page).toHaveURL(/\/karsilastir\?urun=\d+,\d+$/);
  await page.getByRole("region", { name: "Karşılaştırmaya ekleyin" }).getByRole("link", { name: /^Ekle/ }).first().click();
  await expect(page).toHaveURL(/\/karsilastir\?urun=\d+,\d+,\d+$/);

  const table = page.getByRole("table", { name: /Ürün karşılaştırma tablosu/ });
  await expect(table.getByRole("columnheader")).toHaveCount(3);
  await expect(table.getByRole("columnheader").first()).toContainText(firstName);
  return table;
}

test.describe("product comparison", () => {
  test("three products from the catalogue, the differences toggle and a shared address", async ({ page, browser }) => {
    const table = await compareThreeFromCatalogue(page);
    await expect(page.getByText("3 ürün karşılaştırılıyor")).toBeVisible();
    await expectNoAxeViolations(page);

    const allRows = await table.getByRole("rowheader").count();
    await page.getByRole("link", { name: "Yalnızca farkları göster" }).click();
    await expect(page).toHaveURL(/&fark=1$/);
    await expect(page.getByRole("link", { name: "Tüm bilgileri göster" })).toBeVisible();
    const differenceRows = await table.getByRole("rowheader").count();
    expect(differenceRows).toBeLessThan(allRows);
    await expect(table.getByRole("rowheader", { name: "Kategori" })).toHaveCount(0);

    // The address is the comparison: another browser context opens the same table.
    const shared = page.url();
    const other = await browser.newPage();
    await other.goto(shared);
    await expect(other.getByRole("table", { name: /Ürün karşılaştırma tablosu/ }).getByRole("columnheader")).toHaveCount(3);
    await other.close();

    // "Çıkar" removes a product and keeps the toggle.
    await table.getByRole("link", { name: /^Çıkar/ }).first().click();
    await expect(page).toHaveURL(/\/karsilastir\?urun=\d+,\d+&fark=1$/);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(2);
  });

  test("the product page's Karşılaştır opens it beside similar products", async ({ page }) => {
    await page.goto("/urun/1");
    await page.getByRole("link", { name: /ve benzer ürünler$/ }).click();
    await expect(page).toHaveURL(/\/karsilastir\?urun=1,\d+,\d+$/);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);
  });

  test("more than four products: a Turkish 400 page without axe violations", async ({ page }) => {
    const response = await page.goto("/karsilastir?urun=1,2,3,4,5");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "En fazla 4 ürün karşılaştırılabilir" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("product comparison without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole flow works with plain links", async ({ page }) => {
    const table = await compareThreeFromCatalogue(page);
    await page.getByRole("link", { name: "Yalnızca farkları göster" }).click();
    await expect(page).toHaveURL(/&fark=1$/);
    await expect(table.getByRole("rowheader", { name: "Kategori" })).toHaveCount(0);
    await expect(page.getByRole("table").getByRole("columnheader")).toHaveCount(3);
  });
});
