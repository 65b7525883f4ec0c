import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/* Issue 19 item 2: request a free site survey from a district page, with and without JavaScript. */

async function openFromDistrictPage(page: Page) {
  await page.goto("/gebze-guvenlik-sistemleri");
  await page.getByRole("link", { name: "Ücretsiz Keşif İsteyin" }).click();
  await expect(page).toHaveURL(/\/ucretsiz-kesif\?ilce=gebze$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ücretsiz Keşif Talebi" })).toBeVisible();
  await expect(page.getByLabel("İlçe *")).toHaveValue("gebze");
}

async function fillAndSend(page: Page) {
  await page.getByRole("checkbox", { name: "Güvenlik kamerası (CCTV)" }).check();
  await page.getByRole("checkbox", { name: "Yangın algılama" }).check();
  await page.getByRole("radio", { name: "Fabrika / depo" }).check();
  await page.getByLabel("Tercih ettiğiniz gün").selectOption({ index: 1 });
  await page.getByLabel("Saat aralığı").selectOption("09-12");
  await page.getByLabel("Ad Soyad *").fill("Ayşe Yılmaz");
  await page.getByLabel("Telefon *").fill("0532 123 45 67");
  await page.getByLabel("Notunuz").fill("Depo için 12 kamera düşünüyoruz.");
  await page.getByRole("checkbox", { name: /KVKK Aydınlatma Metni'ni okudum/ }).check();
  await page.getByRole("button", { name: "Keşif Talebini Gönder" }).click();
  await expect(page).toHaveURL(/\/ucretsiz-kesif\/talep-alindi\?no=KSF-\d{4}-\d{6}$/);
  const reference = new URL(page.url()).searchParams.get("no")!;
  await expect(page.getByRole("heading", { level: 1, name: "Keşif Talebiniz Alındı" })).toBeVisible();
  await expect(page.getByText(reference)).toBeVisible();
  await expect(page.getByRole("link", { name: "WhatsApp'tan Yazın" })).toHaveAttribute("href", new RegExp(encodeURIComponent(reference)));
}

test.describe("free site-survey request", () => {
  test("from a district page: prefilled district, sent, reference shown", async ({ page }) => {
    await openFromDistrictPage(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Keşif Talebini Gönder" }).click();
    await expect(page.getByRole("alert")).toContainText("En az bir hizmet seçin.");
    await expectNoAxeViolations(page);
    await fillAndSend(page);
    await expectNoAxeViolations(page);
  });

  test("the header's Ücretsiz Keşif leads to the form", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Ücretsiz Keşif" }).click();
    await expect(page).toHaveURL(/\/ucretsiz-kesif$/);
  });
});

test.describe("free site-survey request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong form comes back with Turkish messages beside the fields, then goes through", async ({ page }) => {
    await openFromDistrictPage(page);
    await page.getByLabel("Ad Soyad *").fill("Ayşe Yılmaz");
    await page.getByLabel("Telefon *").fill("0532 12");
    await page.getByRole("button", { name: "Keşif Talebini Gönder" }).click();
    await expect(page.getByRole("alert")).toContainText("Formda düzeltilmesi gereken alanlar var.");
    await expect(page.getByLabel("Telefon *")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Geçerli bir telefon numarası girin", { exact: false }).first()).toBeVisible();
    await expect(page.getByLabel("Ad Soyad *")).toHaveValue("Ayşe Yılmaz");
    await expect(page.getByLabel("İlçe *")).toHaveValue("gebze");
    await fillAndSend(page);
  });
});
