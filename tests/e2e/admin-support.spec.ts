import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

test("adds a support app, toggles it passive and back, and deletes it after a confirmation that names it", async ({ page }) => {
  await signIn(page);
  await page.goto("/n1_admin/support-apps");
  await page.getByRole("button", { name: "Yeni Uygulama" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni Uygulama" });
  const name = `E2E İzleme ${Date.now()}`;
  await dialog.getByLabel("Uygulama adı").fill(name);
  await dialog.getByLabel("Android", { exact: true }).check();
  await dialog.getByLabel("iOS indirme adresi").fill("adres değil");
  await dialog.getByRole("button", { name: "Ekle", exact: true }).click();
  await expect(dialog.getByText("Geçerli bir URL girin.")).toBeVisible();
  await dialog.getByLabel("iOS indirme adresi").fill("");
  await dialog.getByRole("button", { name: "Ekle", exact: true }).click();
  await expect(page.getByText("Uygulama eklendi").first()).toBeVisible();

  const item = page.getByRole("listitem").filter({ hasText: name });
  const toggle = item.getByRole("button", { name: /Aktif, pasif yap/ });
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await toggle.click();
  await expect(item.getByRole("button", { name: /Pasif, aktif yap/ })).toHaveAttribute("aria-pressed", "false");
  await item.getByRole("button", { name: /Pasif, aktif yap/ }).click();
  await expect(item.getByRole("button", { name: /Aktif, pasif yap/ })).toBeVisible();

  await item.getByRole("button", { name: `${name} uygulamasını sil` }).click();
  const confirmation = page.getByRole("dialog", { name: "Uygulamayı sil" });
  await confirmation.getByRole("button", { name: "Vazgeç" }).click();
  await expect(item).toHaveCount(1);
  await item.getByRole("button", { name: `${name} uygulamasını sil` }).click();
  await expect(confirmation).toContainText(`“${name}” silinecek`);
  await confirmation.getByRole("button", { name: "Uygulamayı Sil" }).click();
  await expect(page.getByText("Uygulama silindi").first()).toBeVisible();
  await expect(item).toHaveCount(0);
});
