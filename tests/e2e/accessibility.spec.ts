import { DEMO_BLOG_POSTS } from "../../app/db/seed/demo-blog-posts";
import { DEMO_PRODUCTS } from "../../app/db/seed/demo-products";
import { ADMIN_ROUTES, STATIC_PUBLIC_ROUTES } from "../support/public-routes";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The demo catalogue is seeded in order into an empty database, so ids follow the array.
const firstActiveProductId = DEMO_PRODUCTS.findIndex((product) => product.isActive !== false) + 1;

const pages: { path: string; status: number }[] = [
  ...STATIC_PUBLIC_ROUTES.map((route) => ({ path: route.path, status: 200 })),
  { path: `/urun/${firstActiveProductId}`, status: 200 },
  { path: `/blog/${DEMO_BLOG_POSTS[0]!.slug}`, status: 200 },
  { path: "/urun/999999", status: 404 },
  { path: "/admin-login", status: 200 },
  { path: "/bu-sayfa-yok", status: 404 },
];

test.describe("axe finds no violations", () => {
  // A full axe run takes seconds on the longer pages, more on a loaded CI machine.
  test.describe.configure({ timeout: 60_000 });
  for (const { path, status } of pages) {
    test(`on ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await expectNoAxeViolations(page);
    });
  }

  test("on the mobile layout with the menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByText("Menü", { exact: true }).locator("..").click();
    await expect(page.getByRole("navigation", { name: "Mobil menü" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("on the desktop layout with the mega menu open", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Ana menü" }).getByText("Ürünler", { exact: true }).click();
    await expect(page.getByText("Ürün Kategorileri")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("admin routes redirect to the login page without a session", async ({ page }) => {
  for (const path of ADMIN_ROUTES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin-login$/);
  }
});
