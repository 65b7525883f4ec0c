/** The filters that make up a /urunler address, in a fixed order so every combination has one URL. */
export type ProductsUrlState = { category?: string; subcategory?: string; brand?: string; q?: string; page?: number };

const ORDER = ["category", "subcategory", "brand", "q", "page"] as const;

/** `/urunler?category=…&subcategory=…&brand=…&q=…&page=…`, leaving out empty values and page 1. */
export function productsHref(state: ProductsUrlState): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = state[key];
    if (value === undefined || value === "" || (key === "page" && value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `/urunler?${search}` : "/urunler";
}

/** Page numbers to show: first, last, and a window around the current page; null marks a gap. */
export function pageWindow(current: number, pageCount: number, radius = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= pageCount; page += 1) {
    if (page === 1 || page === pageCount || Math.abs(page - current) <= radius) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

export const PLACEHOLDER_IMAGE = "/images/products/placeholder.svg";
export const DEFAULT_PRODUCT_DESCRIPTION = "Ürün hakkında ayrıntılı bilgi ve fiyat teklifi için bizimle iletişime geçin.";
