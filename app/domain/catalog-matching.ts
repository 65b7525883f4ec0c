import { CATEGORIES, resolveCategory } from "./catalog-taxonomy";
import { foldTr, slugify } from "#app/lib/turkish";

/*
 * The catalogue's matching rules (ADR 006), written once. The SQL layer asks these helpers which
 * values to compare with; the predicates below state the same rules for one product and are what
 * the unit tests pin down. A product stores its category's key and its brand's id (ADR 033): the
 * `category` filter resolves any spelling of a category to its key, the `brand` filter compares
 * folded brand names.
 */

/**
 * `subcategory` filter: the product's folded subcategory equals the folded value or the folded
 * display name of a taxonomy subcategory with that slug ("DVR/XVR Kayıt Cihazları" for
 * `dvr-xvr-kayit-cihazlari`, which slugify alone would spell `dvrxvr-…`), or the product's
 * slugified subcategory equals the slug.
 */
export function subcategoryMatchValues(value: string): { folded: string[]; slug: string } {
  const slug = slugify(value);
  const names = CATEGORIES.flatMap((category) => category.subcategories)
    .filter((sub) => sub.slug === value.trim() || sub.slug === slug)
    .map((sub) => foldTr(sub.name));
  return { folded: [...new Set([foldTr(value.trim()), ...names])], slug };
}

export function brandMatchValue(value: string): string {
  return foldTr(value.trim());
}

/**
 * The folded form of a text search, with LIKE wildcards escaped; matched as a substring of a
 * product's search text (its folded name, brand and description).
 */
export function searchPattern(q: string): string {
  const folded = foldTr(q.trim()).replace(/\s+/g, " ");
  return `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Search text stored with a product, so `q` matches folded name, brand and description. */
export function productSearchText(product: { name: string; brand: string; description?: string | null }): string {
  return foldTr([product.name, product.brand, product.description ?? ""].join(" ").trim());
}

type Matchable = { categorySlug: string; subcategory?: string | null; brand: string; name: string; description?: string | null };

/** A category outside the taxonomy matches nothing: no product can be filed under it. */
export function matchesCategory(product: Pick<Matchable, "categorySlug">, value: string): boolean {
  return resolveCategory(value)?.slug === product.categorySlug;
}

export function matchesSubcategory(product: Pick<Matchable, "subcategory">, value: string): boolean {
  if (!product.subcategory) return false;
  const { folded, slug } = subcategoryMatchValues(value);
  return folded.includes(foldTr(product.subcategory)) || slugify(product.subcategory) === slug;
}

export function matchesBrand(product: Pick<Matchable, "brand">, value: string): boolean {
  return foldTr(product.brand) === brandMatchValue(value);
}

export function matchesSearch(product: Matchable, q: string): boolean {
  return productSearchText(product).includes(foldTr(q.trim()).replace(/\s+/g, " "));
}

/** Display label of a category filter value: the category's name, or the value itself. */
export function categoryLabel(value: string): string {
  return resolveCategory(value)?.name ?? value;
}

/** Display label of a subcategory slug within a category (or any category), else the value. */
export function subcategoryLabel(value: string, categoryValue?: string): string {
  const categories = categoryValue ? [resolveCategory(categoryValue)].filter((c) => c !== undefined) : CATEGORIES;
  for (const category of categories) {
    const match = category.subcategories.find((sub) => sub.slug === value || foldTr(sub.name) === foldTr(value));
    if (match) return match.name;
  }
  return value;
}
