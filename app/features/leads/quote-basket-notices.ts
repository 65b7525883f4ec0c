import { QUOTE_BASKET_LIMITS, QUOTE_BASKET_PATH } from "#app/domain/quote-basket";

/*
 * What the basket's update route says after a change. With JavaScript the message comes back as
 * JSON; without it the route answers 303 to the basket page with a known `durum` (never text from
 * the address), and the page shows the same message.
 */

export const QUOTE_BASKET_MESSAGES = {
  added: (name: string) => `“${name}” teklif sepetinize eklendi.`,
  full: `Teklif sepetinize en fazla ${QUOTE_BASKET_LIMITS.lines} farklı ürün ekleyebilirsiniz.`,
  notFound: "Bu ürün bulunamadı veya artık satışta değil.",
  quantity: `Adet 1 ile ${QUOTE_BASKET_LIMITS.quantity} arasında bir tam sayı olmalıdır.`,
  updated: "Adet güncellendi.",
  removed: "Ürün teklif sepetinizden çıkarıldı.",
  invalid: "Geçersiz istek.",
  dropped: (count: number) => `${count.toLocaleString("tr-TR")} ürün artık satışta olmadığı için teklif sepetinizden çıkarıldı.`,
} as const;

/** The `durum` values of the basket page and their messages. */
export const QUOTE_BASKET_STATES = {
  dolu: QUOTE_BASKET_MESSAGES.full,
  bulunamadi: QUOTE_BASKET_MESSAGES.notFound,
  adet: QUOTE_BASKET_MESSAGES.quantity,
  guncellendi: QUOTE_BASKET_MESSAGES.updated,
  cikarildi: QUOTE_BASKET_MESSAGES.removed,
  gecersiz: QUOTE_BASKET_MESSAGES.invalid,
} as const;
export type QuoteBasketState = keyof typeof QUOTE_BASKET_STATES;

/** The basket page with a state's message; `productId` names the line it is about (a refused quantity is shown under that line's field). */
export const quoteBasketStateHref = (state: QuoteBasketState, productId?: number) =>
  `${QUOTE_BASKET_PATH}?durum=${state}${productId === undefined ? "" : `&urun=${productId}`}`;
