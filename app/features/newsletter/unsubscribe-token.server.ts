import { hmacSignature, isSignatureOf } from "#app/lib/hmac-signature.server";

/*
 * The unsubscribe link of every newsletter e-mail (docs/product.md#newsletter):
 * `/api/newsletter/unsubscribe?token=…`. The token is the address and an HMAC-SHA256 of it under APP_SECRET,
 * both base64url, each with exactly one accepted spelling. Only the holder of a real e-mail can unsubscribe
 * that address; the token does not expire, because an unsubscribe link must keep working in old e-mails.
 */

const PURPOSE = "newsletter-unsubscribe:v1:";

const encodeAddress = (email: string) => Buffer.from(email, "utf8").toString("base64url");

export function createUnsubscribeToken(secret: string, email: string): string {
  return `${encodeAddress(email)}.${hmacSignature(secret, PURPOSE, email)}`;
}

/** The address a genuine token names, or null for a missing, malformed or tampered token. */
export function verifyUnsubscribeToken(secret: string, token: string | null | undefined): string | null {
  if (!token || token.length > 1000) return null;
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const email = Buffer.from(match[1]!, "base64url").toString("utf8");
  // Both halves have one spelling: an address spelled otherwise (spare bits, invalid UTF-8) is refused too.
  if (encodeAddress(email) !== match[1]) return null;
  return isSignatureOf(secret, PURPOSE, email, match[2]!) ? email : null;
}

/** The absolute link a newsletter e-mail carries (also for its List-Unsubscribe header). */
export function unsubscribeUrl(siteOrigin: string, secret: string, email: string): string {
  const url = new URL("/api/newsletter/unsubscribe", siteOrigin);
  url.searchParams.set("token", createUnsubscribeToken(secret, email));
  return url.href;
}
