import { fillSiteTokens, SITE_TOKENS, type SiteTokenValues } from "./site-tokens";

/*
 * The placeholders of the district pages' shared wording (ADR 041, `app/content/landing-copy.ts`):
 * `{ilçe}`, `{ilçede}`… stand for the district's facts, the site tokens (`{company}`, `{phone}`…)
 * for the company's.
 */

/** The text with its first letter in upper case (Turkish rules: "ilçe" → "İlçe"). */
export function capitalize(text: string): string {
  return text ? `${text[0]!.toLocaleUpperCase("tr")}${text.slice(1)}` : text;
}

/** The facts of a district page that the placeholders stand for. */
export type PlaceholderDistrict = {
  name: string;
  locative: string;
  genitive: string;
  responseTime: string;
  areas: readonly string[];
  sites: readonly string[];
  project: { title: string; text: string };
};

/** What a district placeholder stands for on a page. */
const DISTRICT_PLACEHOLDERS = {
  ilçe: (district) => district.name,
  ilçede: (district) => district.locative,
  ilçenin: (district) => district.genitive,
  "müdahale süresi": (district) => district.responseTime,
  bölgeler: (district) => district.areas.join(", "),
  "bölge 1": (district) => district.areas[0] ?? "",
  "bölge 2": (district) => district.areas[1] ?? "",
  yapılar: (district) => district.sites.slice(0, 3).join(", "),
  "yapı 1": (district) => district.sites[0] ?? "",
  "yapı 2": (district) => district.sites[1] ?? "",
  "yapı 3": (district) => district.sites[2] ?? "",
  "örnek iş": (district) => district.project.title,
  "örnek iş metni": (district) => district.project.text,
} satisfies Record<string, (district: PlaceholderDistrict) => string>;

type DistrictPlaceholder = keyof typeof DISTRICT_PLACEHOLDERS;

/** Every placeholder the shared wording may use: the district's, then the site's. */
export const LANDING_COPY_PLACEHOLDERS: readonly string[] = [...Object.keys(DISTRICT_PLACEHOLDERS), ...SITE_TOKENS];

/** Words in braces that are no placeholder (a typo would otherwise reach 24 pages). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!).filter((name) => !LANDING_COPY_PLACEHOLDERS.includes(name));
}

/**
 * The text with the district's facts and the site's tokens filled in. A text that begins with a
 * placeholder begins with a capital letter ("{yapı 3} için…" → "Apartmanlar için…").
 */
export function fillLandingCopy(text: string, district: PlaceholderDistrict, tokens: SiteTokenValues): string {
  const filled = fillSiteTokens(text, tokens).replace(/\{([^{}]*)\}/g, (match, name: string) =>
    Object.hasOwn(DISTRICT_PLACEHOLDERS, name) ? DISTRICT_PLACEHOLDERS[name as DistrictPlaceholder](district) : match,
  );
  return text.startsWith("{") ? capitalize(filled) : filled;
}
