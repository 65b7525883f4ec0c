import { COMPARISON_MAX, COMPARISON_PATH } from "#app/domain/comparison-selection";
import { foldTr } from "#app/lib/turkish";

/*
 * Product comparison (issue 19 item 3): which products `/karsilastir?urun=…` names, its links, and the
 * rows of the side-by-side table. Pure: the page, its tests and the cards share it.
 */

/** Shown in a cell whose product has no value for the row. */
export const MISSING_VALUE = "—";

const ID_PATTERN = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

export type ComparisonRequest =
  | { status: "too-many"; requested: number }
  /** `ids` in the order given, without repeats; `invalid` counts the entries that are no product id at all. */
  | { status: "ok"; ids: number[]; invalid: number };

/**
 * Reads the `urun` parameter: comma-separated ids, repeats and empty entries ignored. More than
 * four distinct entries is an error (400), whatever they are; entries that are not ids are counted
 * so the page can say it dropped them.
 */
export function parseComparisonRequest(value: string | null): ComparisonRequest {
  const entries = [...new Set((value ?? "").split(",").map((entry) => entry.trim()).filter(Boolean))];
  if (entries.length > COMPARISON_MAX) return { status: "too-many", requested: entries.length };
  const ids = [...new Set(entries.filter((entry) => ID_PATTERN.test(entry)).map(Number).filter((id) => id <= MAX_ID))];
  return { status: "ok", ids, invalid: entries.length - ids.length };
}

/**
 * The address of a comparison. `canonical` sorts the ids, so `1,2,3` and `3,2,1` are one page to
 * search engines; links the visitor follows keep the order they chose.
 */
export function comparisonHref(ids: readonly number[], { differencesOnly = false, canonical = false } = {}): string {
  const listed = canonical ? [...ids].sort((a, b) => a - b) : ids;
  if (listed.length === 0) return COMPARISON_PATH;
  return `${COMPARISON_PATH}?urun=${listed.join(",")}${differencesOnly ? "&fark=1" : ""}`;
}

export type ComparedProduct = {
  id: number;
  name: string;
  brand: string;
  category: string;
  subcategory: string | null;
  features: string[];
  specifications: Record<string, string>;
};

/** One row of the table: its heading and one cell per product, in the products' order. */
export type ComparisonRow = { name: string; kind: "summary" | "features" | "specification"; values: (string | string[])[] };

/**
 * The table's rows: brand, category, subcategory, features, then the union of the products'
 * specification names in the order they are first met. A product without a value gets "—". With
 * `differencesOnly`, rows whose values are all the same are left out (compared folded; features as sets).
 */
export function comparisonRows(products: readonly ComparedProduct[], { differencesOnly = false } = {}): ComparisonRow[] {
  const orValue = (value: string | null | undefined) => (value?.trim() ? value : MISSING_VALUE);
  const specificationNames = [...new Set(products.flatMap((product) => Object.keys(product.specifications)))];
  const rows: ComparisonRow[] = [
    { name: "Marka", kind: "summary", values: products.map((product) => product.brand) },
    { name: "Kategori", kind: "summary", values: products.map((product) => product.category) },
    { name: "Alt kategori", kind: "summary", values: products.map((product) => orValue(product.subcategory)) },
    { name: "Özellikler", kind: "features", values: products.map((product) => product.features) },
    ...specificationNames.map((name): ComparisonRow => ({
      name,
      kind: "specification",
      values: products.map((product) => orValue(product.specifications[name])),
    })),
  ];
  if (!differencesOnly) return rows;
  return rows.filter((row) => new Set(row.values.map(comparableValue)).size > 1);
}

function comparableValue(value: string | string[]): string {
  if (typeof value === "string") return foldTr(value.trim());
  return JSON.stringify([...new Set(value.map((item) => foldTr(item.trim())))].sort());
}
