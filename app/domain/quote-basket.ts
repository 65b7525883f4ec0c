/*
 * The quote basket's addresses and limits (issue 19 item 1, ADR 030), shared by the "Teklife Ekle"
 * forms, the header badge and the server that keeps the basket in a signed cookie.
 */

export const QUOTE_BASKET_PATH = "/teklif-sepeti";
/** Where every basket form posts (add, change a quantity, remove); it answers 303 or, asked for JSON, the new count. */
export const QUOTE_BASKET_UPDATE_PATH = "/teklif-sepeti/guncelle";
/** Where a sent quote request lands (post/redirect/get), with its reference in `no`. */
export const QUOTE_RECEIVED_PATH = "/teklif-sepeti/talep-alindi";

export const QUOTE_BASKET_LIMITS = { lines: 50, quantity: 999 } as const;

/** "3 ürün" for the badge's accessible name. */
export function quoteBasketCountLabel(count: number): string {
  return `Teklif sepeti: ${count.toLocaleString("tr-TR")} ürün`;
}
