import type { Locator } from "@playwright/test";
import { ADMIN_ROUTES } from "../support/public-routes";
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { expectSoundDialogLayout, LAYOUT_WIDTHS, pageLayoutProblems, VIEWPORT_HEIGHTS } from "./layout-check";

/** Each admin dialog: where it opens from, its button and its title. */
const DIALOGS = [
  { path: "/n1_admin/products", button: "Yeni Ürün", title: "Yeni Ürün" },
  { path: "/n1_admin/products?edit=1", button: null, title: "Ürünü Düzenle" },
  { path: "/n1_admin/brands", button: "Yeni Marka", title: "Yeni Marka" },
  { path: "/n1_admin/blog", button: "Yeni Yazı", title: "Yeni Blog Yazısı" },
  { path: "/n1_admin/support-apps", button: "Yeni Uygulama", title: "Yeni Uygulama" },
  { path: "/n1_admin", button: "Şifre Değiştir", title: "Şifre Değiştir" },
  { path: "/n1_admin/data-management", button: "Önbelleği Temizle", title: "Sayfa önbelleğini temizle" },
] as const;

for (const width of LAYOUT_WIDTHS) {
  test.describe(`admin layout at ${width} px (issue 16)`, () => {
    test.use({ viewport: { width, height: VIEWPORT_HEIGHTS[width] } });

    test("every admin screen: no overlapping or sticking-out controls, no sideways scrolling", async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page);
      const problems: Record<string, string[]> = {};
      for (const path of ADMIN_ROUTES) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Lists load after the heading: wait for the loading texts to go.
        await expect(page.getByRole("status").filter({ hasText: /yükleniyor/i })).toHaveCount(0);
        const found = await pageLayoutProblems(page);
        if (found.length > 0) problems[path] = found;
      }
      expect(problems).toEqual({});
    });

    test("every admin dialog: its controls overlap nothing and stay inside it", async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page);
      for (const { path, button, title } of DIALOGS) {
        await page.goto(path);
        if (button) await page.getByRole("button", { name: button, exact: true }).first().click();
        const dialog = page.getByRole("dialog", { name: title });
        await expectSoundDialogLayout(dialog, title);
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
      }
    });
  });
}

test.describe("admin on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every tab of the admin menu and the product table's edit and delete buttons are wholly in view", async ({ page }) => {
    await signIn(page);
    await page.goto("/n1_admin/products");
    const inView = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x >= 0 && box.x + box.width <= 390;
    };
    for (const tab of await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link").all()) {
      expect(await inView(tab), (await tab.textContent()) ?? "").toBe(true);
    }
    const firstRow = page.getByRole("row").nth(1);
    for (const button of await firstRow.getByRole("button").all()) {
      expect(await inView(button), (await button.getAttribute("aria-label")) ?? "").toBe(true);
    }
  });
});
