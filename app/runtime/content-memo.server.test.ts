import { describe, expect, it, vi } from "vitest";
import { ContentMemo, MARKUP_LIMIT, memoKey } from "./content-memo.server";

const brandsKey = memoKey<string[]>("active-brands");
const settingsKey = memoKey<string>("site-settings");

function connectedMemo() {
  const memo = new ContentMemo();
  memo.setConnected(true);
  return memo;
}

describe("ContentMemo", () => {
  it("asks the database once between two content writes, and again after a purge", async () => {
    const memo = connectedMemo();
    const load = vi.fn(async () => ["Hikvision"]);
    expect(await memo.get(brandsKey, load)).toEqual(["Hikvision"]);
    expect(await memo.get(brandsKey, load)).toEqual(["Hikvision"]);
    expect(load).toHaveBeenCalledTimes(1);
    memo.purge();
    await memo.get(brandsKey, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("does not remember a failed query", async () => {
    const memo = connectedMemo();
    const load = vi.fn().mockRejectedValueOnce(new Error("bağlantı koptu")).mockResolvedValueOnce("ayarlar");
    await expect(memo.get(settingsKey, load)).rejects.toThrow("bağlantı koptu");
    expect(await memo.get(settingsKey, load)).toBe("ayarlar");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("renders a layout part once per key until a content write", () => {
    const memo = connectedMemo();
    const render = vi.fn(() => "<li>Ürünler</li>");
    expect(memo.markup("header:/urunler", render, memo.generation)).toBe("<li>Ürünler</li>");
    expect(memo.markup("header:/urunler", render, memo.generation)).toBe("<li>Ürünler</li>");
    expect(render).toHaveBeenCalledTimes(1);
    memo.markup("header:/", () => "<li>Ana Sayfa</li>", memo.generation);
    expect(memo.size).toBe(2);
    memo.purge();
    expect(memo.size).toBe(0);
    memo.markup("header:/urunler", render, memo.generation);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("does not keep markup from a request that began before a write: it may show the old content", () => {
    const memo = connectedMemo();
    const began = memo.generation;
    memo.purge(); // a content write while that request's loaders ran
    expect(memo.markup("footer:2026", () => "<p>Eski adres</p>", began)).toBe("<p>Eski adres</p>");
    expect(memo.size).toBe(0);
    expect(memo.markup("footer:2026", () => "<p>Yeni adres</p>", memo.generation)).toBe("<p>Yeni adres</p>");
    expect(memo.markup("footer:2026", () => "<p>başka</p>", memo.generation)).toBe("<p>Yeni adres</p>");
  });

  it("keeps nothing while the purge channel is down, since a write could go unheard", async () => {
    const memo = new ContentMemo();
    const render = vi.fn(() => "<footer/>");
    const load = vi.fn(async () => 1);
    memo.markup("footer", render, memo.generation);
    memo.markup("footer", render, memo.generation);
    await memo.get(memoKey<number>("count"), load);
    await memo.get(memoKey<number>("count"), load);
    expect(render).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenCalledTimes(2);
    expect(memo.size).toBe(0);
  });

  it("keeps at most MARKUP_LIMIT pieces of markup, forgetting the oldest first", () => {
    const memo = new ContentMemo();
    memo.setConnected(true);
    const render = vi.fn((key: string) => `<article>${key}</article>`);
    for (let id = 1; id <= MARKUP_LIMIT + 1; id += 1) memo.markup(`product-card:${id}`, () => render(`${id}`), memo.generation);
    expect(memo.size).toBe(MARKUP_LIMIT);
    render.mockClear();
    memo.markup(`product-card:${MARKUP_LIMIT + 1}`, () => render("again"), memo.generation);
    expect(render).not.toHaveBeenCalled();
    expect(memo.markup("product-card:1", () => render("1 again"), memo.generation)).toBe("<article>1 again</article>");
  });
});
