import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { acceptsGzip, type CachedPage, isPageCacheCandidate, keepPage, pageResponse, preparePage, PUBLIC_PAGE_CACHE_CONTROL } from "./page-cache";

const page = (text: string, { compress = true } = {}) =>
  preparePage(Buffer.from(`<!DOCTYPE html><html><body>${text}</body></html>`), {
    contentType: "text/html; charset=utf-8",
    scriptHashes: ["'sha256-abc='"],
    isHttps: false,
    compress,
  });

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
    ["GET", "/admin-hesap/bir-jeton", {}, false],
    ["GET", "/urunler.data", {}, false],
  ])("%s %s %o → %s", (method, path, headers, expected) => {
    expect(isPageCacheCandidate(new Request(`http://site.test${path}`, { method, headers }))).toBe(expected);
  });
});

describe("preparePage", () => {
  it("makes every header of a hit once: the hash CSP, validators, lengths of both encodings", async () => {
    const prepared = await page("merhaba ".repeat(200));
    const headers = (list: string[]) => Object.fromEntries(list.flatMap((value, index) => (index % 2 === 0 ? [[value, list[index + 1]]] : [])));
    const gzip = headers(prepared.hitHeaders.gzip);
    expect(gzip["Content-Length"]).toBe(String(prepared.gzip!.byteLength));
    expect(gzip["Content-Encoding"]).toBe("gzip");
    expect(gzip["Content-Security-Policy"]).toContain("script-src 'self' 'sha256-abc='");
    expect(gzip["X-Cache"]).toBe("HIT");
    expect(headers(prepared.hitHeaders.identity)["Content-Length"]).toBe(String(prepared.body.byteLength));
    expect(headers(prepared.hitHeaders.notModified)).not.toHaveProperty("Content-Length");
    expect(prepared.hitHeaders.identity.at(-2)).toBe("X-Request-Id");
    expect(gunzipSync(prepared.gzip!).equals(prepared.body)).toBe(true);
  });
});

describe("preparePage without compression (a render for one client that does not take gzip)", () => {
  it("sends identity even to a gzip client, and the cache refuses to keep it", async () => {
    const plain = await page("merhaba ".repeat(200), { compress: false });
    expect(plain.gzip).toBeNull();
    const response = pageResponse(new Request("http://site.test/", { headers: { "accept-encoding": "gzip" } }), plain, null);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(plain.body)).toBe(true);
    const cache = { set: vi.fn(() => true) };
    expect(keepPage(cache, "/", plain, 0)).toBe(false);
    expect(cache.set).not.toHaveBeenCalled();
  });
});

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br", false],
    ["gzip;q=0, identity", false],
    ["*;q=0.5", true],
    ["br;q=1, *;q=0", false],
    [undefined, false],
  ])("%s → %s", (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("pageResponse", () => {
  let prepared: CachedPage;
  beforeAll(async () => {
    prepared = await page("merhaba ".repeat(200));
  });

  it("sends gzip when accepted, with the public cache policy and a validator", async () => {
    const response = pageResponse(new Request("http://site.test/", { headers: { "accept-encoding": "br, gzip" } }), prepared, "MISS");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(response.headers.get("x-cache")).toBe("MISS");
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
      const response = pageResponse(new Request("http://site.test/", { headers: { "if-none-match": tag } }), prepared, "MISS");
      expect(response.status).toBe(304);
      expect(await response.text()).toBe("");
    }
    expect(pageResponse(new Request("http://site.test/", { headers: { "if-none-match": '"other"' } }), prepared, "MISS").status).toBe(200);
  });
});
