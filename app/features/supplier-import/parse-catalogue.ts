import * as cheerio from "cheerio";
import Papa from "papaparse";
import { resolveCategory } from "#app/lib/catalog-taxonomy";
import { foldTr } from "#app/lib/turkish";
import type { SupplierProfile } from "./supplier-profile.schema";

/** One product as the supplier describes it, text normalised and URLs made absolute. */
export type ScrapedProduct = {
  name: string;
  brand: string;
  category: string;
  description: string;
  imageUrl: string | null;
  features: string[];
  specifications: { name: string; value: string }[];
};

/** What the catalogue's product form takes, for a product ready to import. */
export type ImportCandidate = {
  name: string;
  brand: string;
  category: string;
  subcategory: string | null;
  description: string | null;
  imageUrl: string | null;
  features: string[];
  specifications: { name: string; value: string }[];
  isActive: boolean;
  isFeatured: false;
};

export type ParsedPage = { products: ScrapedProduct[]; nextUrl: string | null };

/** Trims and collapses every run of whitespace (new lines included) to one space. */
export function normaliseText(value: string | null | undefined): string {
  return (value ?? "").replace(/\s+/g, " ").trim();
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

export function parseHtmlListing(html: string, pageUrl: string, profile: SupplierProfile): ParsedPage {
  const selectors = profile.selectors;
  if (!selectors) throw new Error("Profilde HTML seçicileri tanımlı değil.");
  const $ = cheerio.load(html);
  const textOf = (root: ReturnType<typeof $>, selector?: string) => (selector ? normaliseText(root.find(selector).first().text()) : "");
  const products = $(selectors.item)
    .toArray()
    .map((element) => {
      const item = $(element);
      const image = selectors.image ? item.find(selectors.image).first() : null;
      return {
        name: textOf(item, selectors.name),
        brand: textOf(item, selectors.brand) || profile.defaultBrand || "",
        category: textOf(item, selectors.category),
        description: textOf(item, selectors.description),
        imageUrl: image ? absoluteUrl(image.attr("src") ?? image.attr("data-src"), pageUrl) : null,
        features: selectors.features
          ? item
              .find(selectors.features)
              .toArray()
              .map((feature) => normaliseText($(feature).text()))
              .filter(Boolean)
          : [],
        specifications: selectors.specifications
          ? item
              .find(selectors.specifications)
              .toArray()
              .map((row) => {
                const cells = $(row).find("th, td").toArray();
                return { name: normaliseText($(cells[0]).text()), value: normaliseText($(cells[1]).text()) };
              })
              .filter((row) => row.name && row.value)
          : [],
      };
    });
  const next = profile.nextPageSelector ? absoluteUrl($(profile.nextPageSelector).first().attr("href"), pageUrl) : null;
  return { products, nextUrl: next };
}

type FeedRecord = Record<string, unknown>;

function feedProducts(records: FeedRecord[], pageUrl: string, profile: SupplierProfile): ScrapedProduct[] {
  const fields = profile.fields;
  if (!fields) throw new Error("Profilde akış alanları tanımlı değil.");
  const read = (record: FeedRecord, field?: string) => (field && record[field] != null ? normaliseText(String(record[field])) : "");
  return records.map((record) => {
    const rawFeatures = fields.features ? record[fields.features] : undefined;
    return {
      name: read(record, fields.name),
      brand: read(record, fields.brand) || profile.defaultBrand || "",
      category: read(record, fields.category),
      description: read(record, fields.description),
      imageUrl: absoluteUrl(read(record, fields.image), pageUrl),
      features: (Array.isArray(rawFeatures) ? rawFeatures.map(String) : String(rawFeatures ?? "").split("|")).map(normaliseText).filter(Boolean),
      specifications: [],
    };
  });
}

export function parseJsonFeed(text: string, pageUrl: string, profile: SupplierProfile): ParsedPage {
  const data: unknown = JSON.parse(text);
  const items = profile.fields?.items ? (data as Record<string, unknown>)[profile.fields.items] : data;
  if (!Array.isArray(items)) throw new Error("JSON akışında ürün listesi bulunamadı.");
  return { products: feedProducts(items as FeedRecord[], pageUrl, profile), nextUrl: null };
}

export function parseCsvFeed(text: string, pageUrl: string, profile: SupplierProfile): ParsedPage {
  const parsed = Papa.parse<FeedRecord>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true });
  return { products: feedProducts(parsed.data, pageUrl, profile), nextUrl: null };
}

export function parseSupplierPage(body: string, pageUrl: string, profile: SupplierProfile): ParsedPage {
  if (profile.type === "json") return parseJsonFeed(body, pageUrl, profile);
  if (profile.type === "csv") return parseCsvFeed(body, pageUrl, profile);
  return parseHtmlListing(body, pageUrl, profile);
}

/** The product in our catalogue's terms, or why it cannot be imported. */
export function toImportCandidate(product: ScrapedProduct, profile: SupplierProfile): { candidate: ImportCandidate } | { error: string } {
  if (!product.name) return { error: "Ürün adı bulunamadı." };
  if (!product.brand) return { error: `${product.name}: marka bulunamadı.` };
  const mapped = Object.entries(profile.categoryMap).find(([supplierCategory]) => foldTr(supplierCategory) === foldTr(product.category))?.[1];
  const category = resolveCategory(mapped?.category ?? product.category);
  if (!category) return { error: `${product.name}: "${product.category || "kategorisiz"}" kategorisi eşleşmedi.` };
  return {
    candidate: {
      name: product.name.slice(0, 200),
      brand: product.brand.slice(0, 120),
      category: category.name,
      subcategory: mapped?.subcategory ?? null,
      description: product.description ? product.description.slice(0, 5000) : null,
      imageUrl: product.imageUrl,
      features: product.features.slice(0, 40).map((feature) => feature.slice(0, 200)),
      specifications: product.specifications.slice(0, 60),
      isActive: profile.activate,
      isFeatured: false,
    },
  };
}
