import type { MiddlewareHandler } from "hono";
import { fallbackErrorPage } from "./error-page";

const REPEATED = "Birden fazla kez verildi.";
const CONTROL = "Denetim karakteri (ör. NUL, \\u0000) içeremez.";
/** C0 control characters and DEL: PostgreSQL text cannot hold U+0000, and no path, search or filter needs the others. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The query parameters that get 400, with the reason: given more than once (`?a=1&a=2`), or holding
 * a control character (U+0000 above all, which PostgreSQL text cannot store or compare) in name or value.
 */
export function invalidQueryParameters(search: string): Record<string, string[]> {
  const seen = new Set<string>();
  const invalid: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (seen.has(key) && !invalid[key]?.includes(REPEATED)) (invalid[key] ??= []).push(REPEATED);
    if ((CONTROL_CHARACTER.test(key) || CONTROL_CHARACTER.test(value)) && !invalid[key]?.includes(CONTROL)) (invalid[key] ??= []).push(CONTROL);
    seen.add(key);
  }
  return invalid;
}

/**
 * A query parameter given more than once has no single meaning (`?page=1&page=2`), and parsers
 * disagree on which copy wins (parameter pollution): every such request gets 400, a Turkish JSON
 * answer under /api and the static Turkish error page elsewhere, before any route runs.
 */
export function rejectInvalidQueryParameters(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const queryStart = url.indexOf("?");
    const fieldErrors = queryStart === -1 ? {} : invalidQueryParameters(url.slice(queryStart + 1));
    if (Object.keys(fieldErrors).length === 0) return next();
    const headers = { "Cache-Control": "no-store" };
    if (c.req.path.startsWith("/api/")) {
      const repeated = Object.values(fieldErrors).some((messages) => messages.includes(REPEATED));
      const message = repeated ? "Her sorgu parametresi en fazla bir kez verilebilir." : "Sorgu parametreleri denetim karakteri (ör. NUL) içeremez.";
      return c.json({ message, fieldErrors }, 400, headers);
    }
    return c.html(fallbackErrorPage(400), 400, headers);
  };
}
