import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { parseAccept } from "hono/utils/accept";
import { scriptHashes } from "./script-hashes";

/** Public HTML may be kept by shared caches (a CDN) for a minute and served stale while it refreshes. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** A rendered public page, ready to be sent again: both encodings are made once, at store time. */
export type CachedPage = {
  body: Buffer;
  gzip: Buffer;
  contentType: string;
  /** The CSP script allowance of this exact body: the hashes of its inline scripts. */
  scriptHashes: string[];
  etag: string;
  bytes: number;
};

/** The parts of the app's pages the cache must never hold: staff screens, the API, and anything personal. */
const UNCACHEABLE_PREFIXES = ["/api/", "/n1_admin", "/admin-login"];

/**
 * Whether a request may get (and fill) the page cache: an anonymous GET or HEAD of a page. A request
 * with any cookie is treated as a signed-in one, because this site sets cookies only for staff.
 */
export function isPageCacheCandidate(request: Request): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (request.headers.get("cookie")) return false;
  const { pathname } = new URL(request.url);
  if (pathname.endsWith(".data")) return false;
  return !UNCACHEABLE_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, "") || pathname.startsWith(prefix));
}

export function pageCacheKey(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Builds what the cache keeps (and what a miss sends) from a rendered HTML document. */
export function preparePage(html: string, contentType: string): CachedPage {
  const body = Buffer.from(html, "utf8");
  const gzip = gzipSync(body, { level: 9 });
  const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, gzip, contentType, scriptHashes: scriptHashes(html), etag, bytes: body.byteLength + gzip.byteLength };
}

function acceptsGzip(request: Request): boolean {
  const header = request.headers.get("accept-encoding");
  if (!header) return false;
  const accepts = parseAccept(header);
  const gzip = accepts.find((accept) => accept.type.toLowerCase() === "gzip") ?? accepts.find((accept) => accept.type === "*");
  return gzip !== undefined && gzip.q > 0;
}

function etagMatches(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

/** The response for a prepared page: 304 when the client holds it, gzip when accepted. */
export function pageResponse(request: Request, page: CachedPage, cacheStatus: "HIT" | "MISS" | null): Response {
  const headers = new Headers({
    "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL,
    ETag: page.etag,
    Vary: "Accept-Encoding",
  });
  if (cacheStatus) headers.set("X-Cache", cacheStatus);
  if (etagMatches(request, page.etag)) return new Response(null, { status: 304, headers });
  headers.set("Content-Type", page.contentType);
  const gzip = acceptsGzip(request);
  const body = gzip ? page.gzip : page.body;
  if (gzip) headers.set("Content-Encoding", "gzip");
  headers.set("Content-Length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
}

/**
 * Rendered public pages in memory, least recently used first out, bounded by bytes. It serves only
 * while the purge channel is connected: a page kept while purges could be missed might be stale.
 */
export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  #bytes = 0;
  #generation = 0;
  #connected = false;

  constructor(readonly maxBytes: number) {}

  get active(): boolean {
    return this.maxBytes > 0 && this.#connected;
  }

  get size() {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  /** Changes on every purge; a render that started before a purge must not be stored after it. */
  get generation(): number {
    return this.#generation;
  }

  get(key: string): CachedPage | undefined {
    if (!this.active) return undefined;
    const page = this.#entries.get(key);
    if (!page) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, page);
    return page;
  }

  /** Stores a page rendered during `generation`; returns whether it was kept. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (!this.active || generation !== this.#generation) return false;
    const bytes = page.bytes + key.length;
    // One page may take at most a quarter of the cache, so a huge page cannot flush the rest.
    if (bytes > this.maxBytes / 4) return false;
    this.#delete(key);
    this.#entries.set(key, page);
    this.#bytes += bytes;
    for (const [oldestKey] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#delete(oldestKey);
    }
    return true;
  }

  purge(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#generation += 1;
  }

  /** Follows the purge channel: while it is down nothing is served from or stored in the cache. */
  setConnected(connected: boolean): void {
    this.#connected = connected;
    this.purge();
  }

  #delete(key: string) {
    const page = this.#entries.get(key);
    if (!page) return;
    this.#entries.delete(key);
    this.#bytes -= page.bytes + key.length;
  }
}
