import type { MiddlewareHandler } from "hono";
import { fallbackErrorPage } from "./error-page";

/** The names given more than once in a query string (`?a=1&a=2` → `["a"]`). */
export function repeatedQueryParameters(search: string): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const key of new URLSearchParams(search).keys()) {
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return [...repeated];
}

/**
 * A query parameter given more than once has no single meaning (`?page=1&page=2`), and parsers
 * disagree on which copy wins (parameter pollution): every such request gets 400, a Turkish JSON
 * answer under /api and the static Turkish error page elsewhere, before any route runs.
 */
export function rejectRepeatedQueryParameters(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const queryStart = url.indexOf("?");
    const repeated = queryStart === -1 ? [] : repeatedQueryParameters(url.slice(queryStart + 1));
    if (repeated.length === 0) return next();
    const headers = { "Cache-Control": "no-store" };
    if (c.req.path.startsWith("/api/")) {
      const fieldErrors = Object.fromEntries(repeated.map((key) => [key, ["Birden fazla kez verildi."]]));
      return c.json({ message: "Her sorgu parametresi en fazla bir kez verilebilir.", fieldErrors }, 400, headers);
    }
    return c.html(fallbackErrorPage(400), 400, headers);
  };
}
