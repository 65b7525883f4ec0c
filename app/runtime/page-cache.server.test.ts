import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.server";

const page = (bytes: number) => ({ bytes });
const connectedCache = (maxBytes: number) => {
  const cache = new PageCache<{ bytes: number }>(maxBytes);
  cache.setConnected(true);
  return cache;
};

describe("PageCache", () => {
  it("serves nothing until its purge channel is connected, and nothing after the channel drops", () => {
    const cache = new PageCache<{ bytes: number }>(1_000_000);
    expect(cache.set("/", page(100), cache.generation)).toBe(false);
    cache.setConnected(true);
    expect(cache.set("/", page(100), cache.generation)).toBe(true);
    expect(cache.get("/")).toBeDefined();
    cache.setConnected(false);
    expect(cache.get("/")).toBeUndefined();
    expect(cache.size.entries).toBe(0);
  });

  it("evicts the least recently used pages to stay within its byte budget", () => {
    const cache = connectedCache(2_000 * 4 + 20);
    for (const key of ["/a", "/b", "/c", "/d"]) expect(cache.set(key, page(2_000), cache.generation)).toBe(true);
    cache.get("/a");
    cache.set("/e", page(2_000), cache.generation);
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/e")).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it("refuses a page rendered before a purge, and a page larger than a quarter of the budget", () => {
    const cache = connectedCache(100_000);
    const before = cache.generation;
    cache.purge();
    expect(cache.set("/", page(100), before)).toBe(false);
    expect(cache.set("/huge", page(25_001), cache.generation)).toBe(false);
  });

  it("keeps nothing when its budget is zero (PAGE_CACHE=off)", () => {
    const cache = connectedCache(0);
    expect(cache.active).toBe(false);
    expect(cache.set("/", page(100), cache.generation)).toBe(false);
  });
});
