import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

// The e2e server is started with these credentials (playwright.config.ts). The lockout counts
// failures per IP, and every test runs from 127.0.0.1, so the suite makes exactly one wrong attempt.
export const ADMIN = { username: "e2e-admin", password: "e2e-parola-uzun-12345" };

export async function signIn(page: Page) {
  await page.goto("/admin-login");
  await page.getByLabel("Kullanıcı adı").fill(ADMIN.username);
  await page.getByLabel("Şifre").fill(ADMIN.password);
  await page.getByRole("button", { name: "Giriş Yap" }).click();
  // Signing in hashes the password (scrypt): on a loaded machine that takes seconds.
  await expect(page).toHaveURL("/n1_admin", { timeout: 15_000 });
}
