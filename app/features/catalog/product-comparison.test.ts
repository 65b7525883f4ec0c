import { describe, expect, it } from "vitest";
import { comparisonHref, comparisonRows, MISSING_VALUE, parseComparisonRequest, type ComparedProduct } from "./product-comparison";

describe("parseComparisonRequest", () => {
  it("keeps the given order without repeats or empty entries", () => {
    expect(parseComparisonRequest("3, 1,,3,2")).toEqual({ status: "ok", ids: [3, 1, 2], invalid: 0 });
    expect(parseComparisonRequest(null)).toEqual({ status: "ok", ids: [], invalid: 0 });
  });

  it("counts entries that are no product id", () => {
    expect(parseComparisonRequest("1,abc,0,-2")).toEqual({ status: "ok", ids: [1], invalid: 3 });
    expect(parseComparisonRequest("1,99999999999")).toEqual({ status: "ok", ids: [1], invalid: 1 });
  });

  it("refuses more than four distinct entries, valid or not", () => {
    expect(parseComparisonRequest("1,2,3,4,5")).toEqual({ status: "too-many", requested: 5 });
    expect(parseComparisonRequest("1,2,3,4,x")).toEqual({ status: "too-many", requested: 5 });
    expect(parseComparisonRequest("1,2,3,4,4,1")).toMatchObject({ status: "ok", ids: [1, 2, 3, 4] });
  });
});

describe("comparisonHref", () => {
  it("sorts only the canonical address", () => {
    expect(comparisonHref([3, 1, 2])).toBe("/karsilastir?urun=3,1,2");
    expect(comparisonHref([3, 1, 2], { canonical: true })).toBe("/karsilastir?urun=1,2,3");
    expect(comparisonHref([2, 1], { differencesOnly: true })).toBe("/karsilastir?urun=2,1&fark=1");
    expect(comparisonHref([])).toBe("/karsilastir");
  });
});

const product = (id: number, overrides: Partial<ComparedProduct>): ComparedProduct => ({
  id,
  name: `Ürün ${id}`,
  brand: "Optivizyon",
  category: "Kamera",
  subcategory: null,
  features: [],
  specifications: {},
  ...overrides,
});

describe("comparisonRows", () => {
  const products = [
    product(1, { specifications: { Çözünürlük: "4 MP", Lens: "2.8 mm" }, features: ["IP67", "PoE"] }),
    product(2, { brand: "Hikvision", specifications: { Lens: "2.8 mm", "Gece görüş": "30 m" }, features: ["PoE", "ip67"] }),
  ];

  it("lists the union of specification names in the order first met, with — for missing values", () => {
    const rows = comparisonRows(products);
    expect(rows.map((row) => row.name)).toEqual(["Marka", "Kategori", "Alt kategori", "Özellikler", "Çözünürlük", "Lens", "Gece görüş"]);
    expect(rows.find((row) => row.name === "Çözünürlük")!.values).toEqual(["4 MP", MISSING_VALUE]);
    expect(rows.find((row) => row.name === "Gece görüş")!.values).toEqual([MISSING_VALUE, "30 m"]);
    expect(rows.find((row) => row.name === "Alt kategori")!.values).toEqual([MISSING_VALUE, MISSING_VALUE]);
  });

  it("with differencesOnly keeps only rows whose values differ (features as sets, case-folded)", () => {
    const rows = comparisonRows(products, { differencesOnly: true });
    expect(rows.map((row) => row.name)).toEqual(["Marka", "Çözünürlük", "Gece görüş"]);
  });
});
