import type { QuoteLineSnapshot } from "#app/db/schema/leads";
import { QUOTE_BASKET_LIMITS } from "#app/domain/quote-basket";

/** One basket line: a product and how many of it; the basket keeps nothing else (ADR 030). */
export type QuoteBasketLine = { productId: number; quantity: number };

export type QuoteBasketChange = { ok: true; lines: QuoteBasketLine[] } | { ok: false; reason: "full" };

/** Adds one of a product: a new line at the end, or one more on its line (at most 999). */
export function addToQuoteBasket(lines: readonly QuoteBasketLine[], productId: number): QuoteBasketChange {
  const existing = lines.find((line) => line.productId === productId);
  if (existing) {
    const quantity = Math.min(existing.quantity + 1, QUOTE_BASKET_LIMITS.quantity);
    return { ok: true, lines: lines.map((line) => (line === existing ? { productId, quantity } : line)) };
  }
  if (lines.length >= QUOTE_BASKET_LIMITS.lines) return { ok: false, reason: "full" };
  return { ok: true, lines: [...lines, { productId, quantity: 1 }] };
}

/** Sets a line's quantity; a product not in the basket leaves it as it is. */
export function setQuoteBasketQuantity(lines: readonly QuoteBasketLine[], productId: number, quantity: number): QuoteBasketLine[] {
  return lines.map((line) => (line.productId === productId ? { productId, quantity } : line));
}

export function removeFromQuoteBasket(lines: readonly QuoteBasketLine[], productId: number): QuoteBasketLine[] {
  return lines.filter((line) => line.productId !== productId);
}

/** How many products the badge counts: the lines, not the quantities (3 cameras × 4 is one product). */
export function quoteBasketCount(lines: readonly QuoteBasketLine[]): number {
  return lines.length;
}

/** A quantity as a form posts it: a whole number from 1 to 999, else null. */
export function parseQuoteQuantity(value: unknown): number | null {
  if (typeof value !== "string" || !/^\s*\d{1,3}\s*$/.test(value)) return null;
  const quantity = Number(value);
  return quantity >= 1 && quantity <= QUOTE_BASKET_LIMITS.quantity ? quantity : null;
}

/** A product id as a form posts it, else null. */
export function parseProductId(value: unknown): number | null {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** "3 × Hikvision DS-2CD1043G2-LIUF": a sent quote's line as staff read it, in the inbox and the CSV. */
export function quoteLineText(line: QuoteLineSnapshot): string {
  return `${line.quantity.toLocaleString("tr-TR")} × ${line.brand} ${line.name}`;
}
