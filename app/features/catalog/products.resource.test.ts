import { describe, expect, it } from "vitest";
import { parseFeatureList, productFormSchema, specificationMap } from "./products.resource";

const valid = { name: "4 MP Dome Kamera", category: "cctv-guvenlik-cozumleri", brand: "Optivizyon" };

describe("productFormSchema", () => {
  it("stores the category's key and the subcategory's proper name", () => {
    const parsed = productFormSchema.parse({ ...valid, category: "CCTV & Güvenlik Çözümleri", subcategory: "ip-kameralar" });
    expect(parsed.categorySlug).toBe("cctv-guvenlik-cozumleri");
    expect(parsed).not.toHaveProperty("category");
    expect(parsed.subcategory).toBe("IP Kameralar");
    expect(productFormSchema.parse({ ...valid, category: "CCTV & Guvenlik Cozumleri", subcategory: "ip kameralar" }).subcategory).toBe(
      "IP Kameralar",
    );
  });

  it("drops empty features and specifications, and keeps the specification map in the order given", () => {
    const parsed = productFormSchema.parse({
      ...valid,
      features: [" Gece görüşü ", "", "  "],
      specifications: { "Çözünürlük ": " 4 MP", Lens: "2,8 mm", " ": "boş", IR: "30 m" },
    });
    expect(parsed.features).toEqual(["Gece görüşü"]);
    expect(Object.entries(parsed.specifications)).toEqual([
      ["Çözünürlük", "4 MP"],
      ["Lens", "2,8 mm"],
      ["IR", "30 m"],
    ]);
  });

  it("refuses specifications given as rows, in Turkish", () => {
    const result = productFormSchema.safeParse({ ...valid, specifications: [{ name: "Lens", value: "2,8 mm" }] });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toContain("ad → değer eşlemesi");
  });

  it("turns rows into a map, a repeated name keeping its last value", () => {
    expect(specificationMap([{ name: "Lens", value: "2,8 mm" }, { name: "IR", value: "30 m" }, { name: "Lens", value: "4 mm" }])).toEqual({ Lens: "4 mm", IR: "30 m" });
  });

  it.each([
    [{ ...valid, name: "  " }, "name", "Ürün adı zorunludur."],
    [{ ...valid, brand: "" }, "brand", "Marka seçin."],
    [{ ...valid, category: "Bilinmeyen" }, "category", "Geçerli bir kategori seçin."],
    [{ ...valid, subcategory: "switch" }, "subcategory", "Alt kategori bu kategoriye ait değil."],
    [{ ...valid, imageUrl: "javascript:alert(1)" }, "imageUrl", "Geçerli bir adres girin (https://… ya da /… ile başlamalı)."],
  ])("rejects %o", (input, field, message) => {
    const result = productFormSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });

  it("ignores unknown fields instead of assigning them", () => {
    const parsed = productFormSchema.parse({ ...valid, id: 99, searchText: "x", __proto__: { isAdmin: true } });
    expect(parsed).not.toHaveProperty("id");
    expect(parsed).not.toHaveProperty("searchText");
  });
});

it("parses comma-separated features", () => {
  expect(parseFeatureList("PoE, IP67, , H.265+ ,")).toEqual(["PoE", "IP67", "H.265+"]);
});
