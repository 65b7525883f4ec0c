import { CATEGORIES, resolveCategory, type Category } from "#app/domain/catalog-taxonomy";
import { foldTr, slugify } from "#app/lib/turkish";

export type CategorySuggestion = { category: string; subcategory?: string };

/** Words that say nothing about which category is meant. */
const FILLER = new Set(["ve", "ile", "icin", "sistemleri", "sistemi", "sistem", "cozumleri", "urunleri", "urunler", "urun", "gruplari", "grubu", "bilesenleri"]);

function words(text: string): string[] {
  return foldTr(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && !FILLER.has(word));
}

/** Turkish adds suffixes (kamera, kameralar, kameraları): words agree when they share a 5-letter stem. */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const shorter = a.length < b.length ? a : b;
  return shorter.length >= 4 && a.slice(0, 5) === b.slice(0, 5);
}

function overlap(text: string, names: readonly string[]): number {
  const wanted = words(text);
  return Math.max(0, ...names.map((name) => words(name).filter((word) => wanted.some((other) => sameStem(word, other))).length));
}

function bestSubcategory(category: Category, text: string) {
  let best: { name: string; score: number } | null = null;
  for (const subcategory of category.subcategories) {
    const score = overlap(text, [subcategory.name, subcategory.slug.replace(/-/g, " ")]);
    if (score > 0 && (!best || score > best.score)) best = { name: subcategory.name, score };
  }
  return best;
}

/**
 * One of our 12 categories (and a subcategory) for a supplier's category text, by the folded
 * matching rules (docs/product.md#catalogue): an exact category or subcategory name or slug first, then the
 * category whose names share the most word stems with the text. Null when nothing is alike.
 */
export function suggestCategory(supplierCategory: string): CategorySuggestion | null {
  const parts = [supplierCategory, ...supplierCategory.split(/\s*[>»/|]\s*/).reverse()].map((part) => part.trim()).filter(Boolean);
  for (const part of parts) {
    for (const category of CATEGORIES) {
      const subcategory = category.subcategories.find((sub) => foldTr(sub.name) === foldTr(part) || sub.slug === slugify(part));
      if (subcategory) return { category: category.name, subcategory: subcategory.name };
    }
    const own = resolveCategory(part);
    if (own) return { category: own.name };
  }
  let best: { suggestion: CategorySuggestion; score: number } | null = null;
  for (const category of CATEGORIES) {
    const subcategory = bestSubcategory(category, supplierCategory);
    const score = overlap(supplierCategory, [category.name, ...category.aliases]) + (subcategory?.score ?? 0);
    if (score > 0 && (!best || score > best.score)) {
      best = { suggestion: { category: category.name, ...(subcategory ? { subcategory: subcategory.name } : {}) }, score };
    }
  }
  return best?.suggestion ?? null;
}
