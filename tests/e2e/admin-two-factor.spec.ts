import { Secret, TOTP } from "otpauth";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// A second admin that only this spec uses (playwright.config.ts creates it with `admin:create`), so
// enrolling it does not change how the other specs sign in as e2e-admin.
const USER = { username: "e2e-2fa", password: "e2e-2fa-parola-uzun-67890" };

async function passwordStep(page: Page) {
  await page.goto("/admin-login");
  await page.getByLabel("Kullanıcı adı").fill(USER.username);
  await page.getByLabel("Şifre").fill(USER.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  return page.getByLabel("Doğrulama kodu");
}

async function logOut(page: Page) {
  // The dashboard's own queries finish first: answered after the logout they would be 401s.
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Çıkış Yap" }).click();
  await expect(page).toHaveURL("/admin-login");
}

test.describe("two-factor authentication", () => {
  // The reused recovery code is refused with 401 on purpose.
  test.use({ allowedFailures: [/\/api\/auth\/login\/totp$/] });

  test("enrols from the admin area with the password, then signs in with a code and with a recovery code once", async ({ page, browser }) => {
    test.setTimeout(120_000);
    // Another browser signed in as the same user: its session must end when 2FA is turned on.
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await expect(await passwordStep(otherPage)).toHaveCount(0);
    await expect(otherPage).toHaveURL("/n1_admin");

    const first = await passwordStep(page);
    await expect(page).toHaveURL("/n1_admin");
    await expect(first).toHaveCount(0);

    await page.getByRole("link", { name: "Güvenlik" }).click();
    await expect(page.getByRole("heading", { name: "İki adımlı doğrulama" })).toBeVisible();
    await expectNoAxeViolations(page);
    // Enrolment asks for the password first.
    await page.getByRole("button", { name: "Etkinleştir" }).click();
    await expect(page.getByText("Şifrenizi girin.", { exact: true })).toBeVisible();
    await page.getByLabel("Şifre", { exact: true }).fill(USER.password);
    await page.getByRole("button", { name: "Etkinleştir" }).click();
    await expect(page.getByRole("img", { name: "İki adımlı doğrulama için QR kodu" })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
    await expectNoAxeViolations(page);
    await page.getByLabel("Doğrulama kodu").fill(totp.generate());
    await page.getByRole("button", { name: "Onayla" }).click();
    const codes = page.getByRole("list", { name: "Kurtarma kodları" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Kodları kaydettim" }).click();
    await expect(page.getByText("Kullanılmamış kurtarma kodu: 10")).toBeVisible();
    expect((await otherPage.request.get("/api/auth/user")).status()).toBe(401);
    await otherContext.close();
    await logOut(page);

    // Password, then the code of the next time step (the enrolment code cannot be replayed).
    const codeField = await passwordStep(page);
    await expect(codeField).toBeVisible();
    await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
    await expect(codeField).toHaveAttribute("inputmode", "numeric");
    await expectNoAxeViolations(page);
    await codeField.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
    await page.getByRole("button", { name: "Doğrula" }).click();
    await expect(page).toHaveURL("/n1_admin");
    await logOut(page);

    // A recovery code works once.
    await (await passwordStep(page)).fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Doğrula" }).click();
    await expect(page).toHaveURL("/n1_admin");
    await logOut(page);
    await (await passwordStep(page)).fill(recoveryCodes[0]!);
    await page.getByRole("button", { name: "Doğrula" }).click();
    await expect(page.getByText("Doğrulama kodu hatalı.").first()).toBeVisible();
    await expect(page).toHaveURL("/admin-login");
  });
});
