import type { BrandStripChoice } from "#app/content/home";

/** The brands the home page's strip shows as staff chose them (ADR 041): all, or the chosen short names in their order. */
export function chosenBrands<Brand extends { slug: string }>(choice: BrandStripChoice | undefined, slugs: readonly string[] | undefined, brands: readonly Brand[]): Brand[] {
  if (choice !== "chosen") return [...brands];
  return (slugs ?? []).flatMap((slug) => brands.filter((brand) => brand.slug === slug));
}
