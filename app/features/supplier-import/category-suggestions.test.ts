import { describe, expect, it } from "vitest";
import { suggestCategory } from "./category-suggestions";

describe("suggesting one of our categories for a supplier's category text", () => {
  it.each([
    ["an exact subcategory name, folded", "ip kameralar", { category: "CCTV & Güvenlik Çözümleri", subcategory: "IP Kameralar" }],
    ["a subcategory slug", "nas-diskleri", { category: "Depolama Çözümleri", subcategory: "NAS Diskleri" }],
    ["a category alias", "YANGIN ALARM SİSTEMLERİ", { category: "Yangın Algılama ve İhbar Sistemleri" }],
    ["a path, by its last part first", "Ürünler > Güvenlik > Switch", { category: "Network Ürün Grupları", subcategory: "Switch" }],
    ["word stems with Turkish suffixes", "Güvenlik Kameraları", { category: "CCTV & Güvenlik Çözümleri", subcategory: "IP Kameralar" }],
    ["a subcategory shared by two categories, placed by the other words", "Yangın Dedektörleri", { category: "Yangın Algılama ve İhbar Sistemleri", subcategory: "Dedektörler" }],
  ])("finds %s", (_, text, expected) => {
    expect(suggestCategory(text)).toEqual(expected);
  });

  it("suggests nothing for text unlike any of our names, and is not fooled by filler words", () => {
    expect(suggestCategory("Bahçe Mobilyası")).toBeNull();
    expect(suggestCategory("Sistemleri ve Çözümleri")).toBeNull();
  });
});
