import { describe, expect, it } from "vitest";
import { pageWindow, productsHref } from "./products-url";

describe("productsHref", () => {
  it("writes filters in one order, encoded, leaving out empty values and page 1", () => {
    expect(productsHref({})).toBe("/urunler");
    expect(productsHref({ page: 1, q: "" })).toBe("/urunler");
    expect(productsHref({ q: "ip kamera", brand: "Optivizyon", category: "cctv-guvenlik-cozumleri", page: 2 })).toBe(
      "/urunler?category=cctv-guvenlik-cozumleri&brand=Optivizyon&q=ip+kamera&page=2",
    );
    expect(productsHref({ brand: "A&B Güç" })).toBe("/urunler?brand=A%26B+G%C3%BC%C3%A7");
  });
});

describe("pageWindow", () => {
  it("shows first, last and neighbours with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 9, 10]);
  });
});
