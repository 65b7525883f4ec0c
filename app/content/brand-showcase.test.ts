import { describe, expect, it } from "vitest";
import { DEMO_PRODUCTS } from "#app/db/seed/demo-products";
import { BRAND_SHOWCASE } from "./brand-showcase";

/** Each brand's demo categories: where its products really are. */
const categoriesOf = (brand: string) => new Set(DEMO_PRODUCTS.filter((product) => product.brand === brand).map((product) => product.categorySlug));

describe("brand showcase of /markalar", () => {
  it.each(BRAND_SHOWCASE.map((card) => [card.title, card] as const))("“%s” lists only brands with products in its category", (_title, card) => {
    for (const brand of card.brands) expect([...categoriesOf(brand)], brand).toContain(card.categorySlug);
  });

  it("lists every brand under the card of the category where most of its products are", () => {
    const cardSlugs = new Set<string>(BRAND_SHOWCASE.map((card) => card.categorySlug));
    for (const brand of new Set(BRAND_SHOWCASE.flatMap((card) => card.brands))) {
      const counts = new Map<string, number>();
      for (const product of DEMO_PRODUCTS.filter((item) => item.brand === brand && cardSlugs.has(item.categorySlug))) {
        counts.set(product.categorySlug, (counts.get(product.categorySlug) ?? 0) + 1);
      }
      const main = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
      expect(BRAND_SHOWCASE.find((card) => card.categorySlug === main)!.brands as readonly string[], brand).toContain(brand);
    }
  });
});
