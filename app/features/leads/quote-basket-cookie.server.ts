import { QUOTE_BASKET_LIMITS } from "#app/domain/quote-basket";
import { hmacSignature, isSignatureOf } from "#app/lib/hmac-signature.server";
import { parseProductId, parseQuoteQuantity, type QuoteBasketLine } from "./quote-basket";

/*
 * The quote basket's cookie (ADR 030): `12-3_45-1.<signature>`, the lines as product id and quantity,
 * then an HMAC-SHA256 of them under APP_SECRET, base64url, in its one spelling. Ids and quantities
 * only, at most 50 lines, quantities 1–999. Anything else (a changed line, a missing or wrong
 * signature, too many lines, a repeated product, garbage) reads as an empty basket: the cookie is the
 * visitor's, never trusted.
 */

const PURPOSE = "quote-basket:v1:";
const COOKIE_NAMES = { https: "__Host-teklif-sepeti", http: "teklif-sepeti" } as const;
/** 50 lines of "2147483647-999_" and the signature fit well inside this. */
const MAX_VALUE_LENGTH = 1000;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function encodeQuoteBasket(secret: string, lines: readonly QuoteBasketLine[]): string {
  const text = lines.map((line) => `${line.productId}-${line.quantity}`).join("_");
  return `${text}.${hmacSignature(secret, PURPOSE, text)}`;
}

/** The lines a genuine cookie value holds; an empty list for anything missing, malformed, oversized or tampered. */
export function decodeQuoteBasket(secret: string, value: string | null | undefined): QuoteBasketLine[] {
  if (!value || value.length > MAX_VALUE_LENGTH) return [];
  const match = /^((?:\d+-\d+)(?:_\d+-\d+)*)\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return [];
  if (!isSignatureOf(secret, PURPOSE, match[1]!, match[2]!)) return [];
  const entries = match[1]!.split("_");
  if (entries.length > QUOTE_BASKET_LIMITS.lines) return [];
  const lines: QuoteBasketLine[] = [];
  for (const entry of entries) {
    const [id, quantity] = entry.split("-");
    const productId = parseProductId(id);
    const parsedQuantity = parseQuoteQuantity(quantity);
    if (productId === null || parsedQuantity === null || lines.some((line) => line.productId === productId)) return [];
    lines.push({ productId, quantity: parsedQuantity });
  }
  return lines;
}

const cookieName = (isHttps: boolean) => (isHttps ? COOKIE_NAMES.https : COOKIE_NAMES.http);

/** The basket of a request, from its Cookie header. */
export function readQuoteBasket(secret: string, request: Request, isHttps: boolean): QuoteBasketLine[] {
  const name = cookieName(isHttps);
  const header = request.headers.get("cookie");
  if (!header) return [];
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator !== -1 && part.slice(0, separator).trim() === name) return decodeQuoteBasket(secret, part.slice(separator + 1).trim());
  }
  return [];
}

/** The Set-Cookie value that stores `lines`; an empty basket deletes the cookie, so the visitor gets cached pages again. */
export function quoteBasketSetCookie(secret: string, lines: readonly QuoteBasketLine[], isHttps: boolean): string {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${isHttps ? "; Secure" : ""}`;
  if (lines.length === 0) return `${cookieName(isHttps)}=; Max-Age=0; ${attributes}`;
  return `${cookieName(isHttps)}=${encodeQuoteBasket(secret, lines)}; Max-Age=${MAX_AGE_SECONDS}; ${attributes}`;
}
