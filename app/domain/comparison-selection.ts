/*
 * The product comparison's addresses and limits, shared by the product cards' "Karşılaştır" forms,
 * the header's counter and the server (ADR 029; the selection: ADR 035). "Karşılaştır" on a card adds
 * the product to the visitor's selection, a cookie of at most four product ids; `/karsilastir` shows it.
 */

export const COMPARISON_PATH = "/karsilastir";
/** Where the cards' "Karşılaştır" forms post (add a product, empty the selection). */
export const COMPARISON_SELECTION_PATH = "/karsilastir/secim";

/** A comparison shows at least two products and at most four. */
export const COMPARISON_MIN = 2;
export const COMPARISON_MAX = 4;

/** "Karşılaştırma: 2 / 4 ürün seçili", the header counter's accessible name. */
export function comparisonCountLabel(count: number): string {
  return `Karşılaştırma: ${count} / ${COMPARISON_MAX} ürün seçili`;
}
