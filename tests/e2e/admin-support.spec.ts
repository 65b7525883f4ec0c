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
  await expect(dialog.getByText("Bir https:// adresi girin ya da dosya yükleyin.")).toBeVisible();
  await dialog.getByLabel("iOS indirme adresi").fill("");
  await dialog.getByRole("button", { name: "Ekle", exact: true }).click();
  await expect(page.getByText("Uygulama eklendi").first()).toBeVisible();

  const item = page.getByRole("row").filter({ hasText: name });
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

test.describe("support file upload", () => {
  // The refused upload answers 400 on purpose.
  test.use({ allowedFailures: [/\/api\/admin\/support-files$/] });

  test("an uploaded file becomes the download: checked by content, served as an attachment under a safe name", async ({ page }) => {
    await signIn(page);
    await page.goto("/n1_admin/support-apps");
    await page.getByRole("button", { name: "Yeni Uygulama" }).click();
    const dialog = page.getByRole("dialog", { name: "Yeni Uygulama" });
    const name = `E2E Kurulum ${Date.now()}`;
    await dialog.getByLabel("Tür").selectOption("software");
    await dialog.getByLabel("Uygulama adı").fill(name);
    await dialog.getByLabel("Dosya yükle: Windows").setInputFiles({ name: "Kurulum.exe", mimeType: "application/octet-stream", buffer: Buffer.from("bir metin, program değil") });
    await expect(page.getByText("Dosyanın içeriği .exe uzantısına uymuyor.").first()).toBeVisible();
    await expect(dialog.getByLabel("Windows indirme adresi")).toHaveValue("");

    const installer = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(62, 0), Buffer.from(name)]);
    await dialog.getByLabel("Dosya yükle: Windows").setInputFiles({ name: "Kamera İzleme Kurulumu.EXE", mimeType: "application/octet-stream", buffer: installer });
    await expect(dialog.getByLabel("Windows indirme adresi")).toHaveValue(/^\/destek\/dosya\/[0-9a-f]{20}-kamera-izleme-kurulumu\.exe$/);
    const href = await dialog.getByLabel("Windows indirme adresi").inputValue();
    await dialog.getByRole("button", { name: "Ekle", exact: true }).click();
    await expect(page.getByText("Uygulama eklendi").first()).toBeVisible();

    await page.goto("/destek/yazilimlar");
    await expect(page.getByRole("link", { name: `Windows için indir: ${name}`, exact: true })).toHaveAttribute("href", href);
    const download = await page.request.get(href);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toBe(`attachment; filename="${href.split("/").at(-1)}"`);
    expect(download.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.compare(await download.body(), installer)).toBe(0);
  });
});
