import { SITE_TOKEN_PATTERN, type SiteToken } from "#app/domain/site-tokens";

export type LegalTextPart =
  { kind: "text"; text: string } | { kind: "token"; token: SiteToken } | { kind: "link"; label: string; to: string };

/** A site token, or `[label](/path)`: a link inside the site. */
const INLINE = new RegExp(`${SITE_TOKEN_PATTERN.source}|\\[([^\\]]+)\\]\\((/[^)\\s]*)\\)`, "g");

/** Splits a legal text into plain text, site tokens and internal links (see `app/content/legal.ts`). */
export function parseLegalText(text: string): LegalTextPart[] {
  const parts: LegalTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    if (match[1]) parts.push({ kind: "token", token: match[1] as SiteToken });
    else parts.push({ kind: "link", label: match[2]!, to: match[3]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}

const dateFormat = new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-11-22" → "22 Kasım 2026". */
export function formatLegalDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
