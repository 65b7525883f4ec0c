import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_FILTER_ORDER, categoryHref, resolveCategory } from "./catalog-taxonomy";

describe("catalog taxonomy", () => {
  it("has the 12 categories, in both orders, with unique slugs", () => {
    expect(CATEGORIES).toHaveLength(12);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(12);
    expect([...CATEGORY_FILTER_ORDER].sort()).toEqual(CATEGORIES.map((c) => c.slug).sort());
  });

  it.each([
    ["cctv-guvenlik-cozumleri", "CCTV & Güvenlik Çözümleri"],
    ["CCTV & Guvenlik Cozumleri", "CCTV & Güvenlik Çözümleri"],
    ["YANGIN ALGILAMA VE İHBAR SİSTEMLERİ", "Yangın Algılama ve İhbar Sistemleri"],
    ["Yangin Algilama ve Ihbar Sistemleri", "Yangın Algılama ve İhbar Sistemleri"],
    ["guc kaynaklari", "Güç Kaynakları"],
    ["Güç Kaynakları", "Güç Kaynakları"],
    ["Bilinmeyen", null],
  ])("resolves %s", (input, expected) => {
    expect(resolveCategory(input)?.name ?? null).toBe(expected);
  });

  it("builds filter links with encoded parameters", () => {
    expect(categoryHref("cctv-guvenlik-cozumleri", "ip-kameralar")).toBe(
      "/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar",
    );
  });
});
