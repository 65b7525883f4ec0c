import { COMPARISON_MAX, COMPARISON_MIN } from "#app/domain/comparison-selection";
import { comparisonHref } from "./product-comparison";

/*
 * The visitor's comparison selection (ADR 035): the products chosen with "Karşılaştır" on the cards,
 * in the order chosen, at most four. Pure: the selection route, its tests and the messages share it.
 */

export type ComparisonSelectionChange = { ok: true; ids: number[]; added: boolean } | { ok: false; reason: "full" };

/** Adds a product at the end; one already chosen leaves the selection as it is; a fifth is refused. */
export function addToComparison(ids: readonly number[], productId: number): ComparisonSelectionChange {
  if (ids.includes(productId)) return { ok: true, ids: [...ids], added: false };
  if (ids.length >= COMPARISON_MAX) return { ok: false, reason: "full" };
  return { ok: true, ids: [...ids, productId], added: true };
}

const chosen = (count: number) => `${count} / ${COMPARISON_MAX} ürün seçili`;
const onward = (count: number) => (count < COMPARISON_MIN ? " Karşılaştırmak için bir ürün daha seçin." : "");

/** What the selection route says after a change (JSON for the enhancer; the compare page's notice without JavaScript). */
export const COMPARISON_SELECTION_MESSAGES = {
  added: (name: string, count: number) => `“${name}” karşılaştırmaya eklendi (${chosen(count)}).${onward(count)}`,
  already: (name: string, count: number) => `“${name}” zaten karşılaştırmada (${chosen(count)}).${onward(count)}`,
  full: `En fazla ${COMPARISON_MAX} ürün karşılaştırabilirsiniz. Yenisini eklemek için karşılaştırmadan bir ürün çıkarın.`,
  notFound: "Bu ürün bulunamadı veya artık satışta değil.",
  cleared: "Karşılaştırma listeniz boşaltıldı.",
  invalid: "Geçersiz istek.",
} as const;

/** The `durum` values of the compare page (a plain post's refusal) and their messages; the page shows only these, never text from the address. */
export const COMPARISON_NOTICES = { dolu: COMPARISON_SELECTION_MESSAGES.full, bulunamadi: COMPARISON_SELECTION_MESSAGES.notFound } as const;
export type ComparisonNotice = keyof typeof COMPARISON_NOTICES;

export const isComparisonNotice = (value: string | null): value is ComparisonNotice => value !== null && Object.hasOwn(COMPARISON_NOTICES, value);

/** The comparison of `ids`, with a notice when one is given. */
export function comparisonNoticeHref(ids: readonly number[], notice?: ComparisonNotice): string {
  const href = comparisonHref(ids);
  return notice ? `${href}${href.includes("?") ? "&" : "?"}durum=${notice}` : href;
}
