import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import type { PageCache } from "#app/runtime.server";
import { pageVariant, type CachedPage, type HeaderList } from "./page-cache";
import { REQUEST_ID_PATTERN } from "./request-id";

/** How often the hits served on this path are summed up in one log line. */
const HIT_LOG_INTERVAL_MS = 10_000;

/** What the hit path reads of node:http's request. */
export type HitRequest = Pick<IncomingMessage, "method" | "url" | "headers">;
/** What the hit path calls on node:http's response. */
export type HitResponse = { writeHead(status: number, headers: HeaderList): unknown; end(body?: Buffer): unknown };

/**
 * The one path of a page-cache hit, answered from the raw node:http request before any framework
 * work (issue 18): no Web Request or Response, no routing, the one header list made when the page
 * was stored (`CachedPage.hitHeaders`). A hit is only ever an anonymous GET or HEAD of a page found
 * under its exact request target; everything else returns false and goes to the Hono app, which
 * renders and fills the cache (server/app.ts).
 *
 * Logging must not cost a hit more than the hit itself: hits are counted and written as one line
 * every 10 s (`page cache hits`), and each hit is logged on its own only at LOG_LEVEL=debug.
 */
export function createPageCacheHitHandler(pageCache: Pick<PageCache<CachedPage>, "get">, logger: Logger) {
  const idPrefix = `h${randomBytes(6).toString("hex")}-`;
  let served = 0;
  const counts = { hits: 0, notModified: 0, gzip: 0, bytes: 0 };
  const debug = logger.isLevelEnabled("debug");
  const timer = setInterval(() => {
    if (counts.hits === 0) return;
    logger.info({ ...counts, seconds: HIT_LOG_INTERVAL_MS / 1000 }, "page cache hits");
    counts.hits = counts.notModified = counts.gzip = counts.bytes = 0;
  }, HIT_LOG_INTERVAL_MS);
  timer.unref();

  return function servePageCacheHit(request: HitRequest, response: HitResponse): boolean {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const headers = request.headers;
    if (headers.cookie !== undefined || request.url === undefined) return false;
    const page = pageCache.get(request.url);
    if (!page) return false;

    const variant = pageVariant(headers["if-none-match"], headers["accept-encoding"], page);
    const list = page.hitHeaders[variant];
    const incomingId = headers["x-request-id"];
    const requestId = typeof incomingId === "string" && REQUEST_ID_PATTERN.test(incomingId) ? incomingId : idPrefix + (served++).toString(36);
    // The list is shared by every hit of this page; writeHead copies it before anything else runs.
    list[list.length - 1] = requestId;
    const status = variant === "notModified" ? 304 : 200;
    response.writeHead(status, list);
    const body = variant === "notModified" ? undefined : variant === "gzip" ? page.gzip! : page.body;
    response.end(method === "HEAD" ? undefined : body);

    counts.hits += 1;
    if (variant === "notModified") counts.notModified += 1;
    else if (variant === "gzip") counts.gzip += 1;
    if (body && method === "GET") counts.bytes += body.byteLength;
    if (debug) logger.debug({ reqId: requestId, method, path: request.url, status, cache: "HIT" }, "request");
    return true;
  };
}
