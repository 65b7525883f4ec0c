import sharp from "sharp";
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { LOCKS } from "./locks";

test.describe("brands admin", () => {
  // Deleting a brand that products use is refused with 409 on purpose.
  test.use({ allowedFailures: [/\/api\/admin\/brands\/\d+$/] });

  test("creates a brand with an uploaded logo, refuses to delete one in use, deletes the new one", async ({ page }) => {
    await signIn(page);
    await page.goto("/n1_admin/brands");
    await page.getByRole("button", { name: "Yeni Marka" }).click();
    const dialog = page.getByRole("dialog", { name: "Yeni Marka" });
    const name = `E2E Marka ${Date.now()}`;
    await dialog.getByLabel("Marka adı").fill(name);
    const logo = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#1d3b6e" } }).png().toBuffer();
    await dialog.getByLabel("Görsel yükle").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
    await expect(dialog.getByLabel("Logo adresi")).toHaveValue(/^\/media\/[0-9a-f]{20}-600\.webp$/);
    await expect(dialog.getByRole("img", { name: "Seçili görselin önizlemesi" })).toBeVisible();
    await dialog.getByLabel("Açıklama").fill("Uçtan uca test için eklenen marka.");
    await dialog.getByRole("button", { name: "Ekle", exact: true }).click();
    await expect(page.getByText("Marka eklendi").first()).toBeVisible();

    const inUse = page.getByRole("row").filter({ hasText: "Optivizyon" });
    await inUse.getByRole("button", { name: "Optivizyon markasını sil" }).click();
    await page.getByRole("dialog", { name: "Markayı sil" }).getByRole("button", { name: "Markayı Sil" }).click();
    await expect(page.getByText(/Bu marka \d+ üründe kullanılıyor/).first()).toBeVisible();
    await expect(inUse).toHaveCount(1);
    // The refusal's toast comes before the dialog closes, and a closing dialog moves the focus:
    // the next focus waits for it.
    await expect(page.getByRole("dialog", { name: "Markayı sil" })).toBeHidden();

    const created = page.getByRole("row").filter({ hasText: name });
    const deleteButton = created.getByRole("button", { name: `${name} markasını sil` });
    // A tooltip closes when the page scrolls under it (Radix): the row is brought into view before the focus.
    await deleteButton.scrollIntoViewIfNeeded();
    // Focused again until the tooltip shows: the closed dialog hands the focus back to its own button a moment later, which can take it from this one.
    await expect(async () => {
      await deleteButton.blur();
      await deleteButton.focus();
      await expect(page.getByRole("tooltip", { name: `${name} markasını sil` })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await deleteButton.click();
    const confirmation = page.getByRole("dialog", { name: "Markayı sil" });
    await expect(confirmation).toContainText(`“${name}” markası silinecek.`);
    await confirmation.getByRole("button", { name: "Markayı Sil" }).click();
    await expect(page.getByText("Marka silindi").first()).toBeVisible();
    await expect(created).toHaveCount(0);
  });
});

// Not beside supplier-import.spec.ts, whose profile is saved into the same row: this form's save would answer 409.
test("site settings: a field error in Turkish, then a saved change shows in the public footer", { lock: LOCKS.siteSettings }, async ({ page }) => {
  await signIn(page);
  await page.goto("/n1_admin/settings");
  await page.getByLabel("E-posta").fill("e-posta-degil");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Geçerli bir e-posta adresi girin.")).toBeVisible();
  await page.getByLabel("E-posta").fill("bilgi@ornekguvenlik.example");

  const twoFactorRoles = page.getByRole("group", { name: "İki adımlı doğrulama zorunlu roller" });
  for (const role of ["Yönetici", "Editör", "Satış"]) await expect(twoFactorRoles.getByRole("checkbox", { name: role })).not.toBeChecked();

  const sundayHours = page.getByLabel("Saatler 3");
  const original = await sundayHours.inputValue();
  await sundayHours.fill("Randevu ile");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Ayarlar kaydedildi").first()).toBeVisible();

  await page.goto("/hakkimizda");
  await expect(page.getByRole("contentinfo").getByText("Pazar: Randevu ile")).toBeVisible();

  await page.goto("/n1_admin/settings");
  await page.getByLabel("Saatler 3").fill(original);
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Ayarlar kaydedildi").first()).toBeVisible();
});

test("newsletter admin offers the CSV export", async ({ page }) => {
  await signIn(page);
  await page.goto("/n1_admin/newsletter");
  await expect(page.getByRole("heading", { name: "Bülten Aboneleri" })).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "CSV olarak indir" }).click();
  expect((await download).suggestedFilename()).toMatch(/^bulten-aboneleri-\d{4}-\d{2}-\d{2}\.csv$/);
});
