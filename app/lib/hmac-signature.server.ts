import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The signature of the site's signed tokens (quote basket cookie, unsubscribe link): HMAC-SHA256
 * of a purpose and a text under APP_SECRET, as 43 base64url characters.
 */

export function hmacSignature(secret: string, purpose: string, text: string): string {
  return createHmac("sha256", secret).update(purpose + text).digest("base64url");
}

/**
 * Whether `given` is the one spelling of the signature of `text`, compared as text in constant time.
 * Comparing decoded bytes would accept four spellings: 43 characters carry 258 bits for 256, and the
 * decoder ignores the two spare bits of the last one (issue 27, item 20).
 */
export function isSignatureOf(secret: string, purpose: string, text: string, given: string): boolean {
  const expected = Buffer.from(hmacSignature(secret, purpose, text));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
