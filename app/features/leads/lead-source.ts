import { LEAD_LIMITS } from "./lead-fields";

/*
 * Where a lead came from (issue 19 item 5), first-party and without a tracking cookie: the form
 * page's server render reads its own URL and the Referer header into hidden fields, and the post
 * sends them back with the form. With or without JavaScript the same fields arrive.
 */

export const UTM_FIELDS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;
type UtmField = keyof typeof UTM_FIELDS;

export type LeadSource = { sourcePage: string | null; referrer: string | null } & Record<UtmField, string | null>;

export const LEAD_SOURCE_FIELDS = ["sourcePage", "referrer", ...(Object.keys(UTM_FIELDS) as UtmField[])] as const;

/** Without control characters (C0 and DEL): never part of an address or a campaign name, and PostgreSQL cannot store U+0000. */
const printable = (value: string) =>
  Array.from(value)
    .filter((character) => character.charCodeAt(0) > 0x1f && character.charCodeAt(0) !== 0x7f)
    .join("");

const clip = (value: string | null | undefined, max: number) => {
  const text = value === null || value === undefined ? undefined : printable(value).trim();
  return text ? text.slice(0, max) : null;
};

function parseUrl(value: string | null): URL | null {
  if (!value) return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The source of a visit to a form page at `pageUrl`, sent there from `referer`: a referer on this
 * site is the source page (path and query: which district page, which product); another site's is
 * the referrer. The `utm_*` values come from the form page's address, else from the source page's.
 */
export function leadSourceOfVisit({ pageUrl, referer }: { pageUrl: string; referer: string | null }): LeadSource {
  const page = new URL(pageUrl);
  const from = parseUrl(referer);
  const internal = from && from.origin === page.origin ? from : null;
  const utmFrom = [...page.searchParams.keys()].some((key) => key.startsWith("utm_")) ? page : (internal ?? page);
  const utm = Object.fromEntries(
    Object.entries(UTM_FIELDS).map(([field, parameter]) => [field, clip(utmFrom.searchParams.get(parameter), LEAD_LIMITS.utm)]),
  ) as Record<UtmField, string | null>;
  return {
    sourcePage: clip(internal ? internal.pathname + internal.search : page.pathname, LEAD_LIMITS.sourcePage),
    referrer: from && !internal && /^https?:$/.test(from.protocol) ? clip(from.href, LEAD_LIMITS.referrer) : null,
    ...utm,
  };
}

/** The hidden source fields as sent back by a form, read with `field`: anything a visitor could send, so only clipped, never trusted. */
export function leadSourceFromFields(field: (name: string) => unknown): LeadSource {
  const value = (name: string, max: number) => {
    const entry = field(name);
    return clip(typeof entry === "string" ? entry : null, max);
  };
  return {
    sourcePage: value("sourcePage", LEAD_LIMITS.sourcePage),
    referrer: value("referrer", LEAD_LIMITS.referrer),
    ...(Object.fromEntries(Object.keys(UTM_FIELDS).map((field) => [field, value(field, LEAD_LIMITS.utm)])) as Record<UtmField, string | null>),
  };
}

/** The hidden source fields of a posted form. */
export const leadSourceFromForm = (form: FormData) => leadSourceFromFields((name) => form.get(name));

const NO_SOURCE: LeadSource = leadSourceFromFields(() => null);

/**
 * The source of a form posted without the hidden fields (the contact form, whose page is shared
 * from the page cache and cannot carry a visit's Referer): the page of this site it was sent from,
 * as the POST's own Referer names it, with that page's `utm_*` values; nothing without one.
 */
export function leadSourceOfPost({ requestUrl, referer }: { requestUrl: string; referer: string | null }): LeadSource {
  const from = parseUrl(referer);
  if (!from || from.origin !== new URL(requestUrl).origin) return NO_SOURCE;
  return leadSourceOfVisit({ pageUrl: requestUrl, referer });
}
