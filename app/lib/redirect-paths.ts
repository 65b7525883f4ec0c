/*
 * How redirect rules name addresses (ADR 043), shared by the host's lookup and the app's rules: a
 * path is compared decoded, in lower case, without a trailing slash or repeated slashes; a query is
 * compared with its parameters sorted. A rule's key is its path alone (any query matches) or
 * `path?query` (only that query); a request looks for the second, then the first.
 */

/** The longest source or target kept: an address longer than this is no page anyone links to. */
export const REDIRECT_ADDRESS_MAX = 2000;

/** Decodes what can be decoded; a broken escape stays as written. */
function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A path as rules compare it: `/Kategori//IP-Kamera/` and `/kategori/ip-kamera` are one. */
export function normaliseRedirectPath(path: string): string {
  // "İ" lower-cases to "i" plus a combining dot; an address means the plain letter.
  const lower = decodePath(path).toLowerCase().replaceAll("i\u0307", "i");
  const collapsed = lower.replace(/\/{2,}/g, "/");
  return collapsed.length > 1 && collapsed.endsWith("/") ? collapsed.replace(/\/+$/, "") || "/" : collapsed;
}

/** A query as rules compare it: parameters sorted by name, spelled as URLSearchParams spells them. */
export function normaliseRedirectQuery(query: string): string {
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
}

/** The two keys a request target is looked up under: with its query first, then its path alone. */
export function redirectLookupKeys(requestTarget: string): [withQuery: string | undefined, pathOnly: string] {
  const mark = requestTarget.indexOf("?");
  const path = normaliseRedirectPath(mark === -1 ? requestTarget : requestTarget.slice(0, mark));
  const query = mark === -1 ? "" : normaliseRedirectQuery(requestTarget.slice(mark + 1));
  return [query ? `${path}?${query}` : undefined, path];
}

export type RedirectSource = { source: string; sourceKey: string; matchQuery: boolean };
type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f]/;

/**
 * A rule's source as staff write it: a path of the old or this site beginning with `/`, with a
 * query when only that query should match (unless `ignoreQuery`).
 */
export function parseRedirectSource(input: string, ignoreQuery = false): Parsed<RedirectSource> {
  const text = input.trim();
  if (!text) return { ok: false, message: "Kaynak adres boş olamaz." };
  if (!text.startsWith("/") || text.startsWith("//")) return { ok: false, message: "Kaynak adres / ile başlayan bir yol olmalıdır (ör. /iletisim.html)." };
  if (text.length > REDIRECT_ADDRESS_MAX) return { ok: false, message: `Kaynak adres en fazla ${REDIRECT_ADDRESS_MAX} karakter olabilir.` };
  if (CONTROL_OR_SPACE.test(text)) return { ok: false, message: "Kaynak adres boşluk veya kontrol karakteri içeremez." };
  const withoutFragment = text.split("#")[0]!;
  const [withQuery, pathOnly] = redirectLookupKeys(withoutFragment);
  const matchQuery = withQuery !== undefined && !ignoreQuery;
  const sourceKey = matchQuery ? withQuery : pathOnly;
  return { ok: true, value: { source: sourceKey, sourceKey, matchQuery } };
}

export type RedirectTarget = { target: string; external: boolean };

/**
 * A rule's target: a path of this site, or an absolute https:// address (one on this site's own
 * origin is kept as its path). Anything else (`javascript:`, `data:`, plain http) is refused.
 */
export function parseRedirectTarget(input: string, siteOrigin: string): Parsed<RedirectTarget> {
  const text = input.trim();
  if (!text) return { ok: false, message: "Hedef adres boş olamaz." };
  if (text.length > REDIRECT_ADDRESS_MAX) return { ok: false, message: `Hedef adres en fazla ${REDIRECT_ADDRESS_MAX} karakter olabilir.` };
  if (CONTROL_OR_SPACE.test(text)) return { ok: false, message: "Hedef adres boşluk veya kontrol karakteri içeremez." };
  if (text.startsWith("/") && !text.startsWith("//") && !text.startsWith("/\\")) {
    const url = new URL(text, "https://hedef.invalid");
    // `/..//evil.example` resolves to `//evil.example`, which a browser reads as another host.
    if (url.pathname.startsWith("//")) return { ok: false, message: "Hedef yol // ile başlayamaz." };
    return { ok: true, value: { target: url.pathname + url.search + url.hash, external: false } };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, message: "Hedef adres / ile başlayan bir yol ya da https:// ile başlayan tam bir adres olmalıdır." };
  }
  if (url.protocol !== "https:" && !(url.protocol === "http:" && url.origin === siteOrigin)) {
    return { ok: false, message: "Hedef adres yalnızca bu sitenin bir yolu ya da https:// ile başlayan bir adres olabilir." };
  }
  if (url.username || url.password) return { ok: false, message: "Hedef adres kullanıcı adı veya parola içeremez." };
  if (url.origin === siteOrigin) return { ok: true, value: { target: url.pathname + url.search + url.hash, external: false } };
  return { ok: true, value: { target: url.href, external: true } };
}

/** What the chain and loop checks know of a rule. */
export type RuleLink = { id: number; sourceKey: string; target: string };

/** The rule a site path (a target) would be answered by, looked up as the host looks up a request. */
function ruleAt(rules: ReadonlyMap<string, RuleLink>, target: string): RuleLink | undefined {
  if (!target.startsWith("/")) return undefined;
  const [withQuery, pathOnly] = redirectLookupKeys(target.split("#")[0]!);
  return (withQuery !== undefined ? rules.get(withQuery) : undefined) ?? rules.get(pathOnly);
}

export type PlannedRule =
  | { ok: true; target: string; collapsedFrom?: string; repoint: number[] }
  | { ok: false; reason: "loop"; message: string };

/**
 * Where a new or changed rule `sourceKey → target` points, and which rules must follow it, so that
 * no chain is ever stored (ADR 043): a target that is itself a source is replaced by that rule's
 * final address (collapsed), a target that leads back to the source is a loop and refused, and every
 * rule whose target this source now answers is re-pointed to the final address. `rules` are the
 * other rules by key.
 */
export function planRule(rules: ReadonlyMap<string, RuleLink>, sourceKey: string, target: string): PlannedRule {
  const merged = new Map(rules);
  merged.set(sourceKey, { id: -1, sourceKey, target });
  const seen: string[] = [];
  let final = target;
  for (let rule = ruleAt(merged, final); rule; rule = ruleAt(merged, final)) {
    seen.push(final);
    if (rule.sourceKey === sourceKey || seen.length > merged.size) {
      return { ok: false, reason: "loop", message: `Döngü oluşur: ${[sourceKey, ...seen].join(" → ")}. Bu yönlendirme kaydedilmedi.` };
    }
    final = rule.target;
  }
  const repoint = [...rules.values()].filter((rule) => ruleAt(merged, rule.target)?.sourceKey === sourceKey).map((rule) => rule.id);
  return { ok: true, target: final, ...(final !== target && { collapsedFrom: target }), repoint };
}

/** The site's own machinery: never a rule's source, whatever it answers today. */
const RESERVED_SOURCE = /^\/(?:n1_admin|admin-login|api|media|assets|healthz)(?:[/.?]|$)/;

export function isReservedRedirectSource(sourceKey: string): boolean {
  return RESERVED_SOURCE.test(sourceKey);
}
