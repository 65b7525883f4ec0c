import * as cheerio from "cheerio";
import type { AnyNode } from "domhandler";
import Papa from "papaparse";
import { resolveCategory } from "#app/domain/catalog-taxonomy";
import { foldTr } from "#app/lib/turkish";
import { absoluteUrl, elementText, emptyProduct, normaliseText, plainText, type ScrapedProduct, type Specification } from "./scraped-product";
import { fillMissing, readPageMetadata, structuredListing, structuredProduct } from "./structured-data";
import type { SupplierProfile } from "./supplier-profile.schema";

/** What the catalogue's product form takes, for a product ready to import. */
export type ImportCandidate = {
  name: string;
  brand: string;
  category: string;
  subcategory: string | null;
  description: string | null;
  imageUrl: string | null;
  features: string[];
  specifications: Specification[];
  supplierSku: string | null;
  isActive: boolean;
  isFeatured: false;
};

/**
 * One listing page or feed: its products (complete or not), links to product pages it names without
 * their data, the next page, and the number of products the page says the catalogue has.
 */
export type ListingPage = { products: ScrapedProduct[]; productLinks: string[]; nextUrl: string | null; declaredCount: number | null };

type Page = ReturnType<typeof cheerio.load>;
type Selectors = SupplierProfile["selectors"];
/** The selectors that read a product's fields; `item` and `link` find products instead. */
export const FIELD_SELECTORS = ["name", "brand", "description", "image", "category", "sku", "features", "specifications"] as const;

const LAYOUT_REGIONS = "header, nav, footer, aside";

function textIn($: Page, root: cheerio.Cheerio<AnyNode>, selector?: string): string {
  return selector ? elementText(root.find(selector).first()) : "";
}

function imageIn(root: cheerio.Cheerio<AnyNode>, selector: string | undefined, pageUrl: string): string | null {
  if (!selector) return null;
  const image = root.find(selector).first();
  return absoluteUrl(image.attr("src") ?? image.attr("data-src") ?? image.attr("content") ?? image.attr("href"), pageUrl);
}

function specificationRows($: Page, rows: cheerio.Cheerio<AnyNode>): Specification[] {
  return rows
    .toArray()
    .map((row) => {
      const cells = $(row).find("th, td").toArray();
      return { name: normaliseText($(cells[0]).text()), value: normaliseText($(cells[1]).text()) };
    })
    .filter((row) => row.name && row.value);
}

/** The fields the selectors read inside `root` (a product box, or a whole product page). */
function productBySelectors($: Page, root: cheerio.Cheerio<AnyNode>, selectors: Selectors, pageUrl: string): ScrapedProduct {
  return {
    ...emptyProduct("selectors"),
    name: textIn($, root, selectors.name),
    brand: textIn($, root, selectors.brand),
    category: textIn($, root, selectors.category),
    description: textIn($, root, selectors.description),
    imageUrl: imageIn(root, selectors.image, pageUrl),
    sku: textIn($, root, selectors.sku) || null,
    features: selectors.features
      ? root
          .find(selectors.features)
          .toArray()
          .map((feature) => normaliseText($(feature).text()))
          .filter(Boolean)
      : [],
    specifications: selectors.specifications ? specificationRows($, root.find(selectors.specifications)) : [],
  };
}

/** The next listing page: the profile's selector, else `rel=next` on a link or an anchor. */
function nextPageUrl($: Page, pageUrl: string, profile: SupplierProfile): string | null {
  const bySelector = profile.nextPageSelector ? absoluteUrl($(profile.nextPageSelector).first().attr("href"), pageUrl) : null;
  return bySelector ?? absoluteUrl($('link[rel~="next" i][href], a[rel~="next" i][href]').first().attr("href"), pageUrl);
}

export function parseHtmlListing(html: string, pageUrl: string, profile: SupplierProfile): ListingPage {
  const selectors = profile.selectors;
  if (!selectors.item) throw new Error("Profilde ürün kutusu seçicisi tanımlı değil.");
  const $ = cheerio.load(html);
  const products = $(selectors.item)
    .toArray()
    .map((element) => {
      const item = $(element);
      const link = selectors.link ? item.find(selectors.link).first() : item.find("a[href]").first();
      return { ...productBySelectors($, item, selectors, pageUrl), detailUrl: absoluteUrl(link.attr("href"), pageUrl) };
    });
  return { products, productLinks: [], nextUrl: nextPageUrl($, pageUrl, profile), declaredCount: null };
}

/**
 * Links to product pages on a listing that carries no structured data: the profile's link selector,
 * else the same-site links of the page's content (header, navigation, footer and asides left out),
 * taking the largest group of links under one path (`/urun/…`), which is how shops lay out products.
 */
function discoverProductLinks($: Page, pageUrl: string, profile: SupplierProfile): string[] {
  const page = new URL(pageUrl);
  const anchors = profile.selectors.link ? $(profile.selectors.link).toArray() : $("a[href]").not($(LAYOUT_REGIONS).find("a")).not('[rel~="next" i], [rel~="prev" i]').toArray();
  const links = [
    ...new Set(
      anchors
        .map((anchor) => absoluteUrl($(anchor).attr("href"), pageUrl))
        .filter((url): url is string => url !== null)
        .map((url) => url.replace(/#.*$/, ""))
        .filter((url) => {
          const target = new URL(url);
          return target.origin === page.origin && target.pathname + target.search !== page.pathname + page.search;
        }),
    ),
  ];
  if (profile.selectors.link) return links;
  const groups = new Map<string, string[]>();
  for (const link of links) {
    const directory = new URL(link).pathname.replace(/[^/]*$/, "");
    groups.set(directory, [...(groups.get(directory) ?? []), link]);
  }
  return [...groups.values()].reduce<string[]>((largest, group) => (group.length > largest.length ? group : largest), []);
}

/** A listing page read through its structured data; links when it has none (ADR 016). */
export function parseStructuredListing(html: string, pageUrl: string, profile: SupplierProfile): ListingPage {
  const $ = cheerio.load(html);
  const structured = structuredListing(readPageMetadata(html, pageUrl), pageUrl);
  const products = structured?.products ?? [];
  const productLinks = structured?.productLinks.length || products.length ? (structured?.productLinks ?? []) : discoverProductLinks($, pageUrl, profile);
  return { products, productLinks, nextUrl: nextPageUrl($, pageUrl, profile) ?? structured?.nextUrl ?? null, declaredCount: structured?.declaredCount ?? null };
}

/** A specification table without a selector: the first table (or `dl`) of name/value rows. */
function specificationTable($: Page): Specification[] {
  const content = $("table, dl").not($(LAYOUT_REGIONS).find("table, dl")).toArray();
  for (const element of content) {
    const $element = $(element);
    if (element.type === "tag" && element.name === "dl") {
      const rows = $element
        .children("dt")
        .toArray()
        .map((term) => ({ name: normaliseText($(term).text()), value: normaliseText($(term).nextAll("dd").first().text()) }))
        .filter((row) => row.name && row.value);
      if (rows.length >= 2) return rows;
      continue;
    }
    const rows = $element.find("tr").toArray();
    const pairs = rows.filter((row) => $(row).children("th, td").length === 2);
    if (pairs.length >= 2 && pairs.length >= rows.length * 0.8) return specificationRows($, $(pairs));
  }
  return [];
}

/**
 * The product a product page describes. structured: its schema.org data (then Open Graph), each
 * configured field selector overriding what the data says, a specification table when the data has
 * no `additionalProperty`. html: the same page read by its structured data only, to fill in what the
 * listing's boxes left out. Null when the page describes no product.
 */
export function parseProductPage(html: string, pageUrl: string, profile: SupplierProfile): ScrapedProduct | null {
  const $ = cheerio.load(html);
  let product = structuredProduct(readPageMetadata(html, pageUrl), pageUrl);
  if (profile.type === "structured") {
    const bySelectors = productBySelectors($, $.root(), profile.selectors, pageUrl);
    const overrides = Object.fromEntries(Object.entries(bySelectors).filter(([key, value]) => key !== "source" && (Array.isArray(value) ? value.length > 0 : Boolean(value))));
    if (Object.keys(overrides).length > 0) product = { ...(product ?? bySelectors), ...overrides };
  }
  if (!product) return null;
  if (product.specifications.length === 0) product = { ...product, specifications: specificationTable($) };
  return { ...product, detailUrl: pageUrl };
}

type FeedRecord = Record<string, unknown>;

function feedProducts(records: FeedRecord[], pageUrl: string, profile: SupplierProfile, source: "json" | "csv"): ScrapedProduct[] {
  const fields = profile.fields;
  const read = (record: FeedRecord, field?: string) => (field && record[field] != null ? plainText(String(record[field])) : "");
  return records.map((record) => {
    const rawFeatures = fields.features ? record[fields.features] : undefined;
    return {
      ...emptyProduct(source),
      name: read(record, fields.name),
      brand: read(record, fields.brand),
      category: read(record, fields.category),
      description: read(record, fields.description),
      imageUrl: absoluteUrl(read(record, fields.image), pageUrl),
      sku: read(record, fields.sku) || null,
      features: (Array.isArray(rawFeatures) ? rawFeatures.map(String) : String(rawFeatures ?? "").split("|")).map(normaliseText).filter(Boolean),
    };
  });
}

/** The records of a JSON feed: the array under `items`, or the document itself. */
export function jsonFeedRecords(text: string, profile: SupplierProfile): FeedRecord[] {
  const data: unknown = JSON.parse(text);
  const items = profile.fields.items ? (data as Record<string, unknown> | null)?.[profile.fields.items] : data;
  if (!Array.isArray(items)) throw new Error("JSON akışında ürün listesi bulunamadı.");
  return items.filter((item): item is FeedRecord => typeof item === "object" && item !== null);
}

export function csvFeedRecords(text: string): FeedRecord[] {
  return Papa.parse<FeedRecord>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true }).data;
}

export function parseJsonFeed(text: string, pageUrl: string, profile: SupplierProfile): ListingPage {
  return { products: feedProducts(jsonFeedRecords(text, profile), pageUrl, profile, "json"), productLinks: [], nextUrl: null, declaredCount: null };
}

export function parseCsvFeed(text: string, pageUrl: string, profile: SupplierProfile): ListingPage {
  return { products: feedProducts(csvFeedRecords(text), pageUrl, profile, "csv"), productLinks: [], nextUrl: null, declaredCount: null };
}

export function parseListingPage(body: string, pageUrl: string, profile: SupplierProfile): ListingPage {
  if (profile.type === "json") return parseJsonFeed(body, pageUrl, profile);
  if (profile.type === "csv") return parseCsvFeed(body, pageUrl, profile);
  if (profile.type === "html") return parseHtmlListing(body, pageUrl, profile);
  return parseStructuredListing(body, pageUrl, profile);
}

/**
 * Whether a listing's product still needs its own page read: in structured mode when it lacks a
 * description, image, brand or category or when field selectors are configured (they are looked up
 * on product pages); in html mode when its box lacks a description, image or brand.
 */
export function needsProductPage(product: ScrapedProduct, profile: SupplierProfile): boolean {
  if (!product.detailUrl || profile.type === "json" || profile.type === "csv") return false;
  if (profile.type === "structured" && FIELD_SELECTORS.some((field) => profile.selectors[field])) return true;
  return !product.name || !product.description || !product.imageUrl || !product.brand || (profile.type === "structured" && !product.category);
}

/**
 * The listing's product completed with its page's. What the profile's selectors read on the listing
 * wins; otherwise the page, which describes the product in full, wins and the listing fills gaps.
 */
export function mergeProductPage(listed: ScrapedProduct, page: ScrapedProduct | null): ScrapedProduct {
  if (!page) return listed;
  return listed.source === "selectors" ? fillMissing(listed, page) : fillMissing(page, listed);
}

/** Our category for the supplier's text: the category map, else one of our own names (folded). */
function mapCategory(supplierCategory: string, profile: SupplierProfile) {
  // "Güvenlik > Kameralar > IP" is tried whole, then from its last part to its first.
  const parts = [supplierCategory, ...supplierCategory.split(/\s*[>»/|]\s*/).reverse()].map(normaliseText).filter(Boolean);
  for (const part of parts) {
    const row = profile.categoryMap.find((entry) => foldTr(entry.supplierCategory) === foldTr(part));
    if (row) return { category: row.category, subcategory: row.subcategory ?? null };
  }
  for (const part of parts) {
    const own = resolveCategory(part);
    if (own) return { category: own.name, subcategory: null };
  }
  return null;
}

/** The product in our catalogue's terms, or why it cannot be imported. */
export function toImportCandidate(product: ScrapedProduct, profile: SupplierProfile): { candidate: ImportCandidate } | { error: string } {
  if (!product.name) return { error: "Ürün adı bulunamadı." };
  const brand = product.brand || profile.defaultBrand || "";
  if (!brand) return { error: `${product.name}: marka bulunamadı.` };
  const mapped = mapCategory(product.category, profile);
  if (!mapped) return { error: `${product.name}: "${product.category || "kategorisiz"}" kategorisi eşleşmedi.` };
  return {
    candidate: {
      name: product.name.slice(0, 200),
      brand: brand.slice(0, 120),
      category: mapped.category,
      subcategory: mapped.subcategory,
      description: product.description ? product.description.slice(0, 5000) : null,
      imageUrl: product.imageUrl,
      features: product.features.slice(0, 40).map((feature) => feature.slice(0, 200)),
      specifications: product.specifications.slice(0, 60).map((row) => ({ name: row.name.slice(0, 120), value: row.value.slice(0, 500) })),
      supplierSku: product.sku ? product.sku.slice(0, 100) : null,
      isActive: profile.activate,
      isFeatured: false,
    },
  };
}

type FieldErrors = Record<string, string[]>;

function configuredSelectors(profile: SupplierProfile): [string, string][] {
  const entries: [string, string | undefined][] = [
    ...Object.entries(profile.selectors).map(([field, selector]): [string, string | undefined] => [`profile.selectors.${field}`, selector]),
    ["profile.nextPageSelector", profile.nextPageSelector],
  ];
  return entries.filter((entry): entry is [string, string] => Boolean(entry[1]));
}

/** Selectors that are not valid CSS, by form field (checked before anything is fetched). */
export function selectorSyntaxErrors(profile: SupplierProfile): FieldErrors {
  const $ = cheerio.load("");
  const errors: FieldErrors = {};
  for (const [field, selector] of configuredSelectors(profile)) {
    try {
      $(selector);
    } catch {
      errors[field] = ["Geçerli bir CSS seçici değil."];
    }
  }
  return errors;
}

/**
 * Selectors and feed fields that match nothing on the pages the preview read, by form field: the
 * catalogue page for the item, link and next-page selectors; the product boxes (html) or the first
 * product page (structured) for field selectors; the feed's records for feed fields.
 */
export function selectorMisses(profile: SupplierProfile, samples: { listing?: { body: string }; productPage?: { body: string } }): FieldErrors {
  const misses: FieldErrors = {};
  const listing = samples.listing?.body;
  if (listing === undefined) return misses;
  if (profile.type === "json" || profile.type === "csv") {
    let records: FeedRecord[];
    try {
      records = profile.type === "json" ? jsonFeedRecords(listing, profile) : csvFeedRecords(listing);
    } catch {
      return profile.fields.items ? { "profile.fields.items": ["Akışta bu adla bir ürün listesi bulunamadı."] } : {};
    }
    for (const [field, name] of Object.entries(profile.fields)) {
      if (field !== "items" && name && records.length > 0 && !records.some((record) => record[name] != null && record[name] !== "")) {
        misses[`profile.fields.${field}`] = ["Akıştaki kayıtların hiçbirinde bu alan yok."];
      }
    }
    return misses;
  }
  const $ = cheerio.load(listing);
  if (profile.nextPageSelector && $(profile.nextPageSelector).length === 0) misses["profile.nextPageSelector"] = ["Bu seçici katalog sayfasında hiçbir öğeyle eşleşmedi."];
  if (profile.type === "html") {
    const items = profile.selectors.item ? $(profile.selectors.item).toArray() : [];
    if (profile.selectors.item && items.length === 0) return { ...misses, "profile.selectors.item": ["Bu seçici katalog sayfasında hiçbir öğeyle eşleşmedi."] };
    for (const field of [...FIELD_SELECTORS, "link"] as const) {
      const selector = profile.selectors[field];
      if (selector && !items.some((item) => $(item).find(selector).length > 0)) misses[`profile.selectors.${field}`] = ["Bu seçici ürün kutularının hiçbirinde eşleşmedi."];
    }
    return misses;
  }
  if (profile.selectors.link && $(profile.selectors.link).length === 0) misses["profile.selectors.link"] = ["Bu seçici katalog sayfasında hiçbir öğeyle eşleşmedi."];
  const productPage = samples.productPage?.body;
  if (productPage !== undefined) {
    const $page = cheerio.load(productPage);
    for (const field of FIELD_SELECTORS) {
      const selector = profile.selectors[field];
      if (selector && $page(selector).length === 0) misses[`profile.selectors.${field}`] = ["Bu seçici ürün sayfasında hiçbir öğeyle eşleşmedi."];
    }
  }
  return misses;
}
