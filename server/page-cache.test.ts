import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { isPageCacheCandidate, PageCache, pageResponse, preparePage, PUBLIC_PAGE_CACHE_CONTROL } from "./page-cache";

const page = (text: string) => preparePage(`<!DOCTYPE html><html><body>${text}</body></html>`, "text/html; charset=utf-8");
const connectedCache = (maxBytes: number) => {
  const cache = new PageCache(maxBytes);
  cache.setConnected(true);
  return cache;
};

describe("isPageCacheCandidate", () => {
  it.each([
    ["GET", "/", {}, true],
    ["HEAD", "/urunler?page=2", {}, true],
    ["GET", "/", { cookie: "sid=abc" }, false],
    ["POST", "/iletisim", {}, false],
    ["GET", "/api/products", {}, false],
    ["GET", "/n1_admin", {}, false],
    ["GET", "/n1_admin/products", {}, false],
    ["GET", "/admin-login", {}, false],
    ["GET", "/urunler.data", {}, false],
  ])("%s %s %o → %s", (method, path, headers, expected) => {
    expect(isPageCacheCandidate(new Request(`http://site.test${path}`, { method, headers }))).toBe(expected);
  });
});

describe("PageCache", () => {
  it("serves nothing until its purge channel is connected, and nothing after the channel drops", () => {
    const cache = new PageCache(1_000_000);
    expect(cache.set("/", page("a"), cache.generation)).toBe(false);
    cache.setConnected(true);
    expect(cache.set("/", page("a"), cache.generation)).toBe(true);
    expect(cache.get("/")).toBeDefined();
    cache.setConnected(false);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it("evicts the least recently used pages to stay within its byte budget", () => {
    const one = page("x".repeat(2_000));
    const cache = connectedCache(one.bytes * 4 + 20);
    for (const key of ["/a", "/b", "/c", "/d"]) expect(cache.set(key, page("x".repeat(2_000)), cache.generation)).toBe(true);
    cache.get("/a");
    cache.set("/e", page("x".repeat(2_000)), cache.generation);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/e")).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it("refuses a page rendered before a purge, and a page larger than a quarter of the budget", () => {
    const cache = connectedCache(100_000);
    const before = cache.generation;
    cache.purge();
    expect(cache.set("/", page("a"), before)).toBe(false);
    const huge = preparePage(Array.from({ length: 30_000 }, (_, index) => index.toString(36)).join(" "), "text/html");
    expect(cache.set("/huge", huge, cache.generation)).toBe(false);
  });

  it("keeps nothing when its budget is zero (PAGE_CACHE=off)", () => {
    const cache = connectedCache(0);
    expect(cache.active).toBe(false);
    expect(cache.set("/", page("a"), cache.generation)).toBe(false);
  });
});

describe("pageResponse", () => {
  const prepared = page("merhaba ".repeat(200));

  it("sends gzip when accepted, with the public cache policy and a validator", async () => {
    const response = pageResponse(new Request("http://site.test/", { headers: { "accept-encoding": "br, gzip" } }), prepared, "HIT");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(response.headers.get("x-cache")).toBe("HIT");
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).equals(prepared.body)).toBe(true);
  });

  it("sends identity when gzip is refused", async () => {
    const response = pageResponse(new Request("http://site.test/", { headers: { "accept-encoding": "gzip;q=0, identity" } }), prepared, null);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(response.headers.has("x-cache")).toBe(false);
    expect(Buffer.from(await response.arrayBuffer()).equals(prepared.body)).toBe(true);
  });

  it("answers 304 without a body to a matching If-None-Match, weak or strong, and 200 to another tag", async () => {
    const strong = prepared.etag.replace(/^W\//, "");
    for (const tag of [prepared.etag, strong, `"other", ${strong}`]) {
      const response = pageResponse(new Request("http://site.test/", { headers: { "if-none-match": tag } }), prepared, "HIT");
      expect(response.status).toBe(304);
      expect(await response.text()).toBe("");
    }
    expect(pageResponse(new Request("http://site.test/", { headers: { "if-none-match": '"other"' } }), prepared, "HIT").status).toBe(200);
  });
});
