import { ADMIN, signIn } from "./admin-helpers";
import { ADMIN_ROUTES } from "../support/public-routes";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("admin sign-in", () => {
  test("asks for every field when one is empty", async ({ page }) => {
    await page.goto("/admin-login");
    await page.getByLabel("Kullanıcı adı").fill(ADMIN.username);
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page.getByText("Lütfen tüm alanları doldurun").first()).toBeVisible();
    await expect(page).toHaveURL("/admin-login");
  });

  test("signs in, greets the user, and logs out", async ({ page }) => {
    await signIn(page);
    await expect(page.getByText("Admin paneline hoş geldiniz").first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Hoş geldiniz, ${ADMIN.username}`);
    await expect(page.getByText("Son Ürünler")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Aktif" }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Çıkış Yap" }).click();
    await expect(page).toHaveURL("/admin-login");
    await expect(page.getByText("Çıkış yapıldı").first()).toBeVisible();
    await page.goto("/n1_admin");
    await expect(page).toHaveURL("/admin-login");
  });

  test("the guard sends a visitor without a session to the login page", async ({ page }) => {
    const response = await page.goto("/n1_admin/products");
    expect(response?.url()).toMatch(/\/admin-login$/);
    await expect(page.getByRole("heading", { name: "Yönetici Girişi" })).toBeVisible();
  });

  test("the change-password dialog is labelled, keeps focus inside and validates", async ({ page }) => {
    await signIn(page);
    await page.getByRole("button", { name: "Şifre Değiştir" }).click();
    const dialog = page.getByRole("dialog", { name: "Şifre Değiştir" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("Mevcut şifre").fill(ADMIN.password);
    await dialog.getByLabel("Yeni şifre", { exact: true }).fill("kisa");
    await dialog.getByRole("button", { name: "Şifreyi Değiştir" }).click();
    await expect(dialog.getByText("Şifre en az 12 karakter olmalıdır.")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Şifre Değiştir" })).toBeFocused();
  });

  for (const path of ADMIN_ROUTES) {
    test(`${path} passes axe when signed in`, async ({ page }) => {
      test.setTimeout(60_000);
      await signIn(page);
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Yönetim menüsü" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("admin sign-in with wrong credentials", () => {
  test.use({ allowedFailures: [/\/api\/auth\/login$/] });

  test("says the credentials are wrong", async ({ page }) => {
    await page.goto("/admin-login");
    await page.getByLabel("Kullanıcı adı").fill("olmayan-kullanici");
    await page.getByLabel("Şifre").fill("yanlis-parola");
    await page.getByRole("button", { name: "Giriş Yap" }).click();
    await expect(page.getByText("Kullanıcı adı veya şifre hatalı").first()).toBeVisible();
    await expect(page).toHaveURL("/admin-login");
  });
});
