import type { MiddlewareHandler } from "hono";
import { getPath } from "hono/utils/url";
import { jsonError } from "#app/lib/json-response";
import { fallbackErrorPage } from "./error-page";
import { CONTROL_CHARACTER } from "./query-hygiene";

const API_PATH = /^\/api(?:\/|$)/i;
const ENCODED_SLASH = /%2f/gi;

/**
 * The one path every middleware, log line and route sees (issue 15): Hono's decoded path with
 * encoded slashes decoded too, and the whole path lower-cased under /api. React Router matches any
 * case and Hono's `app.use("/api/*")` only lower case, so `/API/…` used to skip the body limit and the
 * security log; `/api%2Fauth/login` did the same.
 */
export function canonicalPath(request: Request): string {
  const path = getPath(request).replace(ENCODED_SLASH, "/");
  return API_PATH.test(path) ? path.toLowerCase() : path;
}

/**
 * The request React Router gets: the same one when its path was already canonical, else a copy
 * addressed to the canonical path, so that the route which answers is the one the middleware judged.
 */
export function canonicalRequest(request: Request, path: string): Request {
  if (getPath(request) === path) return request;
  const url = new URL(request.url);
  url.pathname = path;
  return new Request(url, { method: request.method, headers: request.headers, body: request.body, signal: request.signal, duplex: "half" } as RequestInit);
}

/** A control character in the path (`/api/blog/%00`) gets 400 before any route runs: JSON under /api, the error page elsewhere. */
export function rejectControlCharactersInPath(): MiddlewareHandler {
  return async (c, next) => {
    if (!CONTROL_CHARACTER.test(c.req.path)) return next();
    if (API_PATH.test(c.req.path)) return jsonError(400, "Adres denetim karakteri (ör. NUL) içeremez.");
    return c.html(fallbackErrorPage(400), 400, { "Cache-Control": "no-store" });
  };
}
