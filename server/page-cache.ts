import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip as gzipCallback } from "node:zlib";
import { parseAccept } from "hono/utils/accept";
import type { PageCache } from "#app/runtime.server";
import { securityHeaders } from "./security-headers";

const gzip = promisify(gzipCallback);

/** Public HTML may be kept by shared caches (a CDN) for a minute and served stale while it refreshes. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/**
 * zlib's default level: on these pages level 9 saved 0.2 % of the bytes for the same time, level 1
 * cost 14 % more bytes (ADR 027). It runs on libuv's thread pool, never on the event loop.
 */
export const PAGE_GZIP_LEVEL = 6;

/** A response header list as node:http's `writeHead` takes it: name, value, name, value, … */
export type HeaderList = string[];

/**
 * A rendered public page as the host sends it again: both encodings and every header are made once,
 * at store time. The runtime's page cache keeps these (app/runtime/page-cache.server.ts); the hit
 * path (server/page-cache-hits.ts) sends them.
 */
export type CachedPage = {
  body: Buffer;
  /** Null when the page was rendered for one client that does not take gzip and is not kept (ADR 027). */
  gzip: Buffer | null;
  /** The CSP script allowance of this exact body: the hashes of the app's own inline scripts. */
  scriptHashes: string[];
  etag: string;
  bytes: number;
  /** What the page says about itself, for 200 identity, 200 gzip and 304: sent by the render that stored it. */
  headers: { identity: HeaderList; gzip: HeaderList; notModified: HeaderList };
  /**
   * The one header list of a hit: `headers` and X-Cache, the security headers and X-Request-Id, whose
   * value is the last entry, written into the list just before each `writeHead` (server/page-cache-hits.ts).
   */
  hitHeaders: { identity: HeaderList; gzip: HeaderList; notModified: HeaderList };
};

/** The parts of the app's pages the cache must never hold: staff screens, the API, and anything personal. */
const UNCACHEABLE_PREFIXES = ["/api/", "/n1_admin", "/admin-login", "/admin-hesap"];

/**
 * Whether a request may get (and fill) the page cache: an anonymous GET or HEAD of a page. A request
 * with any cookie is personal: this site sets cookies only for staff and for a visitor's quote basket,
 * whose pages show the basket's count in the header (ADR 030). An emptied basket deletes its cookie.
 */
export function isPageCacheCandidate(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.get("cookie")) return false;
  // Lower-cased because React Router matches paths in any case: /N1_ADMIN is the admin too.
  const pathname = new URL(request.url).pathname.toLowerCase();
  if (pathname.endsWith(".data")) return false;
  return !UNCACHEABLE_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix));
}

/**
 * The cache key: path and query as the URL parser spells them. The hit path looks up the raw
 * request target; a target spelled differently misses and goes the long way, which stores it under
 * this spelling, so a hit is always the page rendered for exactly that key.
 */
export function pageCacheKey(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * Builds what the cache keeps (and what a miss sends) from a rendered HTML document whose inline
 * scripts are allowed by `scriptHashes`. Compression runs on the thread pool, and only when `compress`
 * says the page will be kept or its client takes gzip: a render for one client that does not (cache
 * off, or a page the cache refuses) spent 7 % of its CPU compressing for nobody.
 */
export async function preparePage(
  body: Buffer,
  { contentType, scriptHashes, isHttps, compress }: { contentType: string; scriptHashes: string[]; isHttps: boolean; compress: boolean },
): Promise<CachedPage> {
  const compressed = compress ? await gzip(body, { level: PAGE_GZIP_LEVEL }) : null;
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const common = ["Cache-Control", PUBLIC_PAGE_CACHE_CONTROL, "ETag", etag, "Vary", "Accept-Encoding"];
  const headers = {
    identity: [...common, "Content-Type", contentType, "Content-Length", String(body.byteLength)],
    gzip: compressed ? [...common, "Content-Type", contentType, "Content-Encoding", "gzip", "Content-Length", String(compressed.byteLength)] : [],
    notModified: common,
  };
  const security = Object.entries(securityHeaders({ hashes: scriptHashes }, isHttps)).flat();
  const hit = (list: HeaderList) => [...list, "X-Cache", "HIT", ...security, "X-Request-Id", ""];
  return {
    body,
    gzip: compressed,
    scriptHashes,
    etag,
    bytes: body.byteLength + (compressed?.byteLength ?? 0),
    headers,
    hitHeaders: { identity: hit(headers.identity), gzip: hit(headers.gzip), notModified: hit(headers.notModified) },
  };
}

/** Whether an Accept-Encoding header accepts gzip; the common spellings are decided without parsing. */
export function acceptsGzip(header: string | null | undefined): boolean {
  if (!header) return false;
  if (!header.includes("gzip") && !header.includes("*")) return false;
  if (!header.includes("q=")) return true;
  const accepts = parseAccept(header);
  const gzipEntry = accepts.find((accept) => accept.type.toLowerCase() === "gzip") ?? accepts.find((accept) => accept.type === "*");
  return gzipEntry !== undefined && gzipEntry.q > 0;
}

/** Whether If-None-Match names this page's ETag (weak comparison, as for GET). */
export function etagMatches(header: string | null | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** Which of a page's responses a request gets: 304 when it holds the page, gzip when it accepts it (and the page has it). */
export function pageVariant(ifNoneMatch: string | null | undefined, acceptEncoding: string | null | undefined, page: CachedPage) {
  if (etagMatches(ifNoneMatch, page.etag)) return "notModified" as const;
  return page.gzip && acceptsGzip(acceptEncoding) ? ("gzip" as const) : ("identity" as const);
}

/**
 * Keeps a page rendered during `generation` in the runtime's cache; returns whether it was kept. A
 * kept page must have both encodings: hits never compress.
 */
export function keepPage(pageCache: Pick<PageCache<CachedPage>, "set">, key: string, page: CachedPage, generation: number): boolean {
  return page.gzip !== null && pageCache.set(key, page, generation);
}

/** The response of the render that prepared the page (`MISS` when it was kept); the Hono stack adds the security headers. */
export function pageResponse(request: Request, page: CachedPage, cacheStatus: "MISS" | null): Response {
  const variant = pageVariant(request.headers.get("if-none-match"), request.headers.get("accept-encoding"), page);
  const headers = new Headers();
  const list = page.headers[variant];
  for (let index = 0; index < list.length; index += 2) headers.set(list[index]!, list[index + 1]!);
  if (cacheStatus) headers.set("X-Cache", cacheStatus);
  if (variant === "notModified") return new Response(null, { status: 304, headers });
  const body = variant === "gzip" ? page.gzip! : page.body;
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
}
