import { telHref, type SiteSettings } from "#app/domain/site-settings";

/**
 * Placeholders that static texts in `app/content/` use for the company's identity, which comes
 * from the site settings (docs/product.md#text-rules): `{company}`, `{address}`, `{email}`, `{phone}`.
 */
export const SITE_TOKENS = ["company", "address", "email", "phone"] as const;
export type SiteToken = (typeof SITE_TOKENS)[number];
export type SiteTokenValues = Record<SiteToken, string>;

/** Matches one known token; the name is group 1. */
export const SITE_TOKEN_PATTERN = /\{(company|address|email|phone)\}/g;

export function siteTokenValues(settings: SiteSettings): SiteTokenValues {
  return { company: settings.companyName, address: settings.address, email: settings.email, phone: settings.phonePrimary };
}

/** The text with every token replaced by its value. */
export function fillSiteTokens(text: string, values: SiteTokenValues): string {
  return text.replace(SITE_TOKEN_PATTERN, (_, token: SiteToken) => values[token]);
}

/** Where a token's value links to: the e-mail address and the phone number do, the others don't. */
export function siteTokenHref(token: SiteToken, value: string): string | undefined {
  if (token === "email") return `mailto:${value}`;
  if (token === "phone") return telHref(value);
  return undefined;
}

/** Words in braces that are not a known token (a typo would otherwise reach the page). */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!).filter((name) => !(SITE_TOKENS as readonly string[]).includes(name));
}
