import { hmacSignature, isSignatureOf } from "#app/lib/hmac-signature.server";

/*
 * The preview link staff send to someone who has no account (ADR 041): `<page>?onizleme=<token>`,
 * the token being the document's key and an expiry, signed with HMAC-SHA256 under APP_SECRET. It
 * shows whatever the draft is when opened, for 24 hours.
 */

const PURPOSE = "content-preview:v1:";
export const PREVIEW_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** The query parameter that asks for the draft: `1` for a signed-in user, a token for anyone. */
export const PREVIEW_PARAM = "onizleme";

export function createPreviewToken(secret: string, key: string, now = new Date()): { token: string; expiresAt: Date } {
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_TTL_MS);
  const expiry = String(Math.floor(expiresAt.getTime() / 1000));
  return { token: `${expiry}.${hmacSignature(secret, PURPOSE, `${key}\n${expiry}`)}`, expiresAt };
}

/** Whether `token` was made for this document's preview and has not expired. */
export function isValidPreviewToken(secret: string, key: string, token: string, now = new Date()): boolean {
  const match = /^([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  if (Number(match[1]) * 1000 <= now.getTime()) return false;
  return isSignatureOf(secret, PURPOSE, `${key}\n${match[1]}`, match[2]!);
}
