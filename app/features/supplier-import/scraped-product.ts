import * as cheerio from "cheerio";
import type { AnyNode } from "domhandler";

/** Where a product's data came from, shown in the preview. */
export type ExtractionSource = "json-ld" | "microdata" | "rdfa" | "open-graph" | "selectors" | "json" | "csv";

export const SOURCE_LABELS: Record<ExtractionSource, string> = {
  "json-ld": "JSON-LD",
  microdata: "Mikroveri",
  rdfa: "RDFa",
  "open-graph": "Open Graph",
  selectors: "CSS seçicileri",
  json: "JSON akışı",
  csv: "CSV akışı",
};

export type Specification = { name: string; value: string };

/** One product as the supplier describes it: plain text, absolute URLs. */
export type ScrapedProduct = {
  name: string;
  brand: string;
  category: string;
  description: string;
  imageUrl: string | null;
  features: string[];
  specifications: Specification[];
  /** The supplier's SKU, or its GTIN when it gives no SKU. */
  sku: string | null;
  /** The product's own page, read when the listing leaves fields out. */
  detailUrl: string | null;
  source: ExtractionSource;
};

export function emptyProduct(source: ExtractionSource): ScrapedProduct {
  return { name: "", brand: "", category: "", description: "", imageUrl: null, features: [], specifications: [], sku: null, detailUrl: null, source };
}

/** Trims and collapses every run of whitespace (new lines included) to one space. */
export function normaliseText(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
}

const BLOCK_ELEMENTS = "address, article, blockquote, br, dd, div, dl, dt, figcaption, h1, h2, h3, h4, h5, h6, hr, li, ol, p, pre, section, table, td, th, tr, ul";
const LOOKS_LIKE_MARKUP = /<\/?[a-z][^>]*>|&(?:[a-z]+|#\d+|#x[\da-f]+);/i;

/** The text of `selection` (changed in place), block elements kept apart by a space. */
function textWithBlockSpaces(selection: cheerio.Cheerio<AnyNode>): string {
  selection.find("script, style, template").remove();
  selection.find(BLOCK_ELEMENTS).before(" ").after(" ");
  return selection.text();
}

/** The visible text of the first element of a selection, read from a copy. */
export function elementText(selection: cheerio.Cheerio<AnyNode>): string {
  return selection.length === 0 ? "" : normaliseText(textWithBlockSpaces(selection.first().clone()));
}

/**
 * Supplier text with its HTML reduced to plain text: tags dropped (block elements become spaces),
 * entities decoded, scripts and styles removed. Text whose HTML was escaped once more (`&lt;p&gt;`, as
 * some shops put it in JSON-LD) is read a second time.
 */
export function plainText(value: string | null | undefined): string {
  let text = value ?? "";
  for (let pass = 0; pass < 2 && LOOKS_LIKE_MARKUP.test(text); pass++) {
    const $ = cheerio.load(text, null, false);
    text = textWithBlockSpaces($.root());
  }
  return normaliseText(text);
}

/** An absolute http(s) URL for `href` on a page at `base`, or null. */
export function absoluteUrl(href: string | null | undefined, base: string): string | null {
  const trimmed = normaliseText(href);
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The fields an import needs, in the order the preview names them when they are missing. */
export function missingFields(product: ScrapedProduct): string[] {
  const missing: string[] = [];
  if (!product.name) missing.push("ad");
  if (!product.brand) missing.push("marka");
  if (!product.category) missing.push("kategori");
  if (!product.description) missing.push("açıklama");
  if (!product.imageUrl) missing.push("görsel");
  return missing;
}
