import { expect, test } from "./fixtures";
import { LOCKS } from "./locks";

/*
 * Issue 27 item 23: on the catalogue and the blog the first card's image is the LCP element, and it
 * was lazy. The first row's images load at once (no `loading="lazy"`), the first one with
 * `fetchpriority="high"` and the page's one image preload; every later row stays lazy. The first row
 * has 3 cards at the widest layout, 1 on a phone.
 */

const LISTS = [
  { path: "/urunler", cards: "[data-products-results] li:has(article)" },
  { path: "/urunler?category=cctv-guvenlik-cozumleri", cards: "[data-products-results] li:has(article)" },
  // A post another spec publishes comes first, maybe without a picture: not while one is published.
  { path: "/blog", cards: "main ul[class*='grid'] > li", lock: LOCKS.publicBlogList },
];
const WIDEST_ROW = 3;

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    for (const { path, cards, lock } of LISTS) {
      test(`${path}: the first row's images load at once, the first with high priority, later rows lazily`, { lock: lock ?? [] }, async ({ page }) => {
        await page.goto(path);
        const images = await page.locator(cards).evaluateAll((items) =>
          items.map((item) => {
            const img = item.querySelector("img")!;
            return { top: Math.round(item.getBoundingClientRect().top), loading: img.getAttribute("loading"), priority: img.getAttribute("fetchpriority") };
          }),
        );
        expect(images.length, "a full list").toBeGreaterThan(WIDEST_ROW);
        const firstRow = images.filter((image) => image.top === images[0]!.top);
        expect(firstRow.length).toBe(width === 390 ? 1 : WIDEST_ROW);
        expect(images[0]).toMatchObject({ loading: null, priority: "high" });
        for (const [index, image] of firstRow.entries()) expect(image.loading, `card ${index + 1}`).toBeNull();
        for (const [index, image] of images.slice(WIDEST_ROW).entries()) {
          expect(image, `card ${index + WIDEST_ROW + 1}`).toMatchObject({ loading: "lazy", priority: null });
        }
        expect(images.filter((image) => image.priority === "high")).toHaveLength(1);
        // The one preload of the page is the first card's image.
        const preloads = page.locator('head link[rel="preload"][as="image"]');
        await expect(preloads).toHaveCount(1);
        const firstSrcset = await page.locator(cards).first().locator('source[type="image/avif"]').getAttribute("srcset");
        await expect(preloads).toHaveAttribute("imagesrcset", firstSrcset!);
      });
    }
  });
}
