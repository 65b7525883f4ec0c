import type { Locator, Page } from "@playwright/test";
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

/** The admin screens that list their rows in the admin table, and whether the demo content gives them rows for sure. */
const TABLE_SCREENS = [
  { path: "/n1_admin/products", rows: true },
  { path: "/n1_admin/brands", rows: true },
  { path: "/n1_admin/blog", rows: true },
  { path: "/n1_admin/media", rows: false },
  { path: "/n1_admin/support-apps", rows: true },
  { path: "/n1_admin/audit", rows: true },
  { path: "/n1_admin/users", rows: true },
  { path: "/n1_admin/messages", rows: false },
  { path: "/n1_admin/newsletter", rows: false },
  { path: "/n1_admin/unfound-searches", rows: false },
  { path: "/n1_admin/redirects", rows: false },
  { path: "/n1_admin/seo-analysis", rows: false },
] as const;

/**
 * Runs in the page: what is wrong with the first rows of every table at this width. Every column of
 * a row must be shown (none dropped); every piece of its text must lie inside the viewport and not
 * be cut off by a scrolling or clipping box (a deliberate two-line preview, `line-clamp`, aside);
 * and no text may lie under a button, link or field it does not belong to.
 */
function tableProblems(): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const overlaps = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
  for (const table of document.querySelectorAll("main table")) {
    const headers = [...table.querySelectorAll("thead th")].map((th) => th.textContent?.trim() || "İşlemler");
    for (const row of [...table.querySelectorAll("tbody tr")].slice(0, 5)) {
      const cells = [...row.children];
      const where = (index: number) => `row “${row.textContent?.trim().slice(0, 30)}”, column “${headers[index]}”`;
      if (cells.length !== headers.length) problems.push(`row “${row.textContent?.trim().slice(0, 30)}” has ${cells.length} cells for ${headers.length} columns`);
      const controls = [...row.querySelectorAll("button, a, input, select, textarea")];
      cells.forEach((cell, index) => {
        const box = cell.getBoundingClientRect();
        if (!cell.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || box.width < 1 || box.height < 1) problems.push(`${where(index)}: not shown`);
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const owner = node.parentElement!;
          const ownerBox = owner.getBoundingClientRect();
          // Text for screen readers only (a 1 px box), and a deliberate preview of a long text.
          if (!node.textContent?.trim() || ownerBox.width <= 1 || ownerBox.height <= 1 || owner.closest("[class*='line-clamp']")) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            const text = `${where(index)}: “${node.textContent.trim().slice(0, 25)}”`;
            if (rect.left < -0.5 || rect.right > viewport + 0.5) problems.push(`${text} lies outside the viewport (${Math.round(rect.left)}–${Math.round(rect.right)} px of ${viewport})`);
            for (let box = owner; box && box !== document.body; box = box.parentElement!) {
              const style = getComputedStyle(box);
              if (style.overflowX === "visible" && style.overflowY === "visible") continue;
              const clip = box.getBoundingClientRect();
              if (rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5 || rect.top < clip.top - 0.5 || rect.bottom > clip.bottom + 0.5) problems.push(`${text} is cut off by its box`);
            }
            for (const control of controls) {
              if (!control.contains(node) && overlaps(rect, control.getBoundingClientRect())) problems.push(`${text} lies under “${control.getAttribute("aria-label") ?? control.textContent?.trim()}”`);
            }
          }
        }
      });
    }
  }
  return problems;
}

async function tablesAt390(page: Page, path: string, mustHaveRows: boolean) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /yükleniyor|yapılıyor/i })).toHaveCount(0);
  if (mustHaveRows) await expect(page.getByRole("main").getByRole("table").getByRole("row").nth(1)).toBeVisible();
  return page.evaluate(tableProblems);
}

test.describe("admin tables on a phone (390 px, issue 27 item 11)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every column of every admin table is shown whole, inside the screen, and no text lies under a control", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const problems: Record<string, string[]> = {};
    for (const { path, rows } of TABLE_SCREENS) {
      const found = await tablesAt390(page, path, rows);
      if (found.length > 0) problems[path] = found;
    }
    expect(problems).toEqual({});
  });

  test("a product row shows its whole category and its status, the two the QA pass found cut off", async ({ page }) => {
    await signIn(page);
    await page.goto("/n1_admin/products");
    await page.getByLabel("Ara", { exact: true }).fill("DIN Ray Güç Kaynağı");
    const row = page.getByRole("main").getByRole("row").filter({ hasText: "DIN Ray Güç Kaynağı" }).first();
    const [category, status] = [row.getByRole("cell").nth(1), row.getByRole("cell").nth(2)];
    await expect(category).toContainText("DIN Ray Beslemeler");
    await expect(status).toContainText(/Aktif|Pasif/);
    for (const cell of [category, status]) {
      const { x, width } = (await cell.boundingBox())!;
      expect(x >= 0 && x + width <= 390, `“${await cell.textContent()}” at ${Math.round(x)}–${Math.round(x + width)} px`).toBe(true);
    }
    expect(await page.evaluate(tableProblems)).toEqual([]);
  });
});
