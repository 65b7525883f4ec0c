import { Handler, type Result } from "htmlmetaparser";
import { Parser } from "htmlparser2";
import { foldTr } from "#app/lib/turkish";
import { absoluteUrl, emptyProduct, normaliseText, plainText, type ExtractionSource, type ScrapedProduct, type Specification } from "./scraped-product";

/**
 * schema.org data in a page, read with htmlmetaparser (an htmlparser2 handler: JSON-LD, microdata and
 * RDFa as JSON-LD-shaped nodes, Open Graph among the RDFa properties). JSON-LD keeps its values as
 * written; microdata and RDFa give every value as a list, and language-tagged text as `{@value}`:
 * the readers below accept all three shapes.
 */
export type PageMetadata = Pick<Result, "jsonld" | "microdata" | "rdfa">;

const BLOCK_ELEMENTS = new Set(["address", "article", "blockquote", "br", "dd", "div", "dl", "dt", "h1", "h2", "h3", "h4", "h5", "h6", "li", "ol", "p", "section", "table", "td", "th", "tr", "ul"]);

export function readPageMetadata(html: string, pageUrl: string): PageMetadata {
  let metadata: PageMetadata = {};
  const handler = new Handler(
    (error, result) => {
      if (!error) metadata = result;
    },
    { url: pageUrl },
  );
  // Microdata and RDFa text is the elements' text joined as it comes; a space at the end of each block
  // element keeps "<p>Bir</p><p>İki</p>" from reading as "Birİki".
  const parser = new Parser(
    {
      onopentag: (name, attributes) => handler.onopentag(name, attributes),
      ontext: (text) => handler.ontext(text),
      onclosetag: (name) => {
        if (BLOCK_ELEMENTS.has(name)) handler.ontext(" ");
        handler.onclosetag();
      },
      onend: () => handler.onend(),
      onerror: (error) => handler.onerror(error),
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return metadata;
}

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

/** A property's values, under its plain name or a schema.org-prefixed one. */
function values(node: Node, key: string): unknown[] {
  for (const name of [key, `schema:${key}`, `http://schema.org/${key}`, `https://schema.org/${key}`]) {
    const value = node[name];
    if (value !== undefined && value !== null) return Array.isArray(value) ? value : [value];
  }
  return [];
}

/** Plain text of a literal: a string, a number, or `{@value}`. */
function literal(value: unknown): string {
  if (typeof value === "string") return plainText(value);
  if (typeof value === "number") return String(value);
  if (isNode(value) && value["@value"] !== undefined) return literal(value["@value"]);
  return "";
}

function firstText(node: Node, ...keys: string[]): string {
  for (const key of keys) {
    for (const value of values(node, key)) {
      const text = literal(value);
      if (text) return text;
    }
  }
  return "";
}

/** `schema:Product`, `http://schema.org/Product` and `Product` are all "product". */
function typesOf(node: Node): string[] {
  return values(node, "@type").map((type) => String(literal(type) || type).split(/[/:#]/).pop()!.toLowerCase());
}

const PRODUCT_TYPES = new Set(["product", "productgroup", "productmodel", "individualproduct", "someproducts"]);
const LIST_TYPES = new Set(["itemlist", "offercatalog"]);
const PAGE_TYPES = new Set(["webpage", "collectionpage", "searchresultspage", "itempage"]);

const isProduct = (node: Node) => typesOf(node).some((type) => PRODUCT_TYPES.has(type));
const hasType = (node: Node, types: Set<string>) => typesOf(node).some((type) => types.has(type));

/** The name of a thing given as text or as a node (a `Brand`, an `Organization`, a category code). */
function nameOf(value: unknown): string {
  return isNode(value) && value["@value"] === undefined ? firstText(value, "name") : literal(value);
}

function urlOf(value: unknown, pageUrl: string): string | null {
  if (isNode(value) && value["@value"] === undefined) {
    for (const key of ["url", "contentUrl", "@id"]) {
      const found = values(value, key).map((entry) => urlOf(entry, pageUrl)).find(Boolean);
      if (found) return found;
    }
    return null;
  }
  return absoluteUrl(literal(value), pageUrl);
}

function offersOf(node: Node): Node[] {
  return values(node, "offers")
    .filter(isNode)
    .flatMap((offer) => [offer, ...values(offer, "offers").filter(isNode)]);
}

function specificationsOf(node: Node): Specification[] {
  return values(node, "additionalProperty")
    .filter(isNode)
    .map((property) => {
      const unit = firstText(property, "unitText");
      const value = firstText(property, "value");
      return { name: firstText(property, "name"), value: value && unit ? `${value} ${unit}` : value };
    })
    .filter((row) => row.name && row.value);
}

/** A schema.org Product node in our terms. */
function productFromNode(node: Node, pageUrl: string, source: ExtractionSource): ScrapedProduct {
  const offers = offersOf(node);
  const fromOffers = (key: string) => offers.map((offer) => firstText(offer, key)).find(Boolean) ?? "";
  const category = values(node, "category").map(nameOf).find(Boolean) ?? "";
  return {
    ...emptyProduct(source),
    name: firstText(node, "name"),
    brand: [...values(node, "brand"), ...values(node, "manufacturer")].map(nameOf).find(Boolean) ?? "",
    category,
    description: firstText(node, "description"),
    imageUrl: values(node, "image").map((image) => urlOf(image, pageUrl)).find(Boolean) ?? null,
    specifications: specificationsOf(node),
    sku: firstText(node, "sku", "gtin13", "gtin", "gtin14", "gtin12", "gtin8") || fromOffers("sku") || fromOffers("gtin13") || null,
    detailUrl: values(node, "url").map((url) => urlOf(url, pageUrl)).find(Boolean) ?? offers.map((offer) => values(offer, "url").map((url) => urlOf(url, pageUrl)).find(Boolean)).find(Boolean) ?? null,
  };
}

/** What one source of a page says: its products, the product pages it links to, and paging. */
export type StructuredListing = { products: ScrapedProduct[]; productLinks: string[]; nextUrl: string | null; declaredCount: number | null };

/** Every node of a JSON-LD document by `@id`, so `{"@id": …}` references can be followed. */
function indexById(roots: Node[]): Map<string, Node> {
  const byId = new Map<string, Node>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 12) return;
    if (Array.isArray(value)) return value.forEach((entry) => visit(entry, depth + 1));
    if (!isNode(value)) return;
    const id = value["@id"];
    if (typeof id === "string" && Object.keys(value).length > 1 && !byId.has(id)) byId.set(id, value);
    for (const entry of Object.values(value)) visit(entry, depth + 1);
  };
  roots.forEach((root) => visit(root, 0));
  return byId;
}

/** The top-level nodes of the documents: arrays and `@graph`s unwrapped. */
function topNodes(documents: unknown[]): Node[] {
  return documents.flatMap((document): Node[] => {
    if (Array.isArray(document)) return topNodes(document);
    if (!isNode(document)) return [];
    const graph = document["@graph"];
    return graph === undefined ? [document] : topNodes(Array.isArray(graph) ? graph : [graph]);
  });
}

/** Hydra's paging (`view.next`), the JSON-LD way a list names its next page; schema.org has none. */
function nextFromNode(node: Node, pageUrl: string): string | null {
  for (const view of [...values(node, "view"), ...values(node, "hydra:view"), node]) {
    if (!isNode(view)) continue;
    for (const key of ["next", "hydra:next", "http://www.w3.org/ns/hydra/core#next"]) {
      const found = (Array.isArray(view[key]) ? (view[key] as unknown[]) : [view[key]]).map((value) => (value === undefined ? null : urlOf(value, pageUrl))).find(Boolean);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The products and product links in one source's nodes: Products at the top level, in `@graph`, as a
 * page's `mainEntity`, or in an `ItemList` (as nodes, `{"@id"}` references or plain URLs). Products
 * nested in other products (variants, related products) are not read as products of their own.
 */
function listingFromNodes(documents: unknown[], pageUrl: string, source: ExtractionSource): StructuredListing {
  const roots = topNodes(documents);
  const byId = indexById(roots);
  const resolve = (value: unknown): unknown => (isNode(value) && typeof value["@id"] === "string" && Object.keys(value).length === 1 ? (byId.get(value["@id"]) ?? value) : value);
  const listing: StructuredListing = { products: [], productLinks: [], nextUrl: null, declaredCount: null };
  const seen = new Set<Node>();
  const visit = (raw: unknown, depth: number) => {
    const node = resolve(raw);
    if (depth > 4) return;
    if (!isNode(node)) {
      const url = absoluteUrl(literal(node), pageUrl);
      if (url && depth > 0) listing.productLinks.push(url);
      return;
    }
    if (seen.has(node)) return;
    seen.add(node);
    listing.nextUrl ??= nextFromNode(node, pageUrl);
    if (isProduct(node)) {
      listing.products.push(productFromNode(node, pageUrl, source));
    } else if (hasType(node, LIST_TYPES)) {
      const count = Number(firstText(node, "numberOfItems"));
      if (Number.isInteger(count) && count > 0) listing.declaredCount ??= count;
      for (const element of values(node, "itemListElement")) {
        const entry = resolve(element);
        if (isNode(entry) && typesOf(entry).includes("listitem")) {
          const item = values(entry, "item")[0];
          visit(item ?? values(entry, "url")[0], depth + 1);
        } else {
          visit(entry, depth + 1);
        }
      }
    } else if (hasType(node, PAGE_TYPES)) {
      for (const entity of values(node, "mainEntity")) visit(entity, depth + 1);
    }
  };
  roots.forEach((root) => visit(root, 0));
  listing.productLinks = [...new Set(listing.productLinks)];
  return listing;
}

/** The first source, in the order JSON-LD, microdata, RDFa, that names products or product links. */
export function structuredListing(metadata: PageMetadata, pageUrl: string): StructuredListing | null {
  const sources: [ExtractionSource, unknown[] | undefined][] = [
    ["json-ld", metadata.jsonld],
    ["microdata", metadata.microdata],
    ["rdfa", metadata.rdfa],
  ];
  let paging: Pick<StructuredListing, "nextUrl" | "declaredCount"> = { nextUrl: null, declaredCount: null };
  for (const [source, documents] of sources) {
    if (!documents?.length) continue;
    const listing = listingFromNodes(documents, pageUrl, source);
    if (listing.products.length > 0 || listing.productLinks.length > 0) return listing;
    paging = { nextUrl: paging.nextUrl ?? listing.nextUrl, declaredCount: paging.declaredCount ?? listing.declaredCount };
  }
  return paging.nextUrl || paging.declaredCount ? { products: [], productLinks: [], ...paging } : null;
}

/** The category a product page's breadcrumb shows: the last crumb before the product, not the home page. */
function breadcrumbCategory(documents: unknown[], productName: string): string {
  for (const node of topNodes(documents)) {
    if (!typesOf(node).includes("breadcrumblist")) continue;
    const crumbs = values(node, "itemListElement")
      .filter(isNode)
      .sort((a, b) => Number(firstText(a, "position")) - Number(firstText(b, "position")))
      .map((crumb) => firstText(crumb, "name") || values(crumb, "item").filter(isNode).map(nameOf).find(Boolean) || "")
      .slice(1);
    if (crumbs.length > 0 && foldTr(crumbs.at(-1)!) === foldTr(productName)) crumbs.pop();
    if (crumbs.at(-1)) return crumbs.at(-1)!;
  }
  return "";
}

/** Open Graph and `product:` meta (they arrive among the RDFa properties of the page). */
function openGraphProduct(metadata: PageMetadata, pageUrl: string): ScrapedProduct | null {
  const root = metadata.rdfa?.find((node) => Object.keys(node).some((key) => key.startsWith("og:") || key.startsWith("product:")));
  if (!root) return null;
  const meta = (key: string) => literal(values(root, key)[0]);
  const isProductPage = /product/i.test(meta("og:type")) || Object.keys(root).some((key) => key.startsWith("product:"));
  if (!isProductPage) return null;
  return {
    ...emptyProduct("open-graph"),
    name: meta("og:title"),
    brand: meta("product:brand") || meta("og:brand"),
    category: meta("product:category"),
    description: meta("og:description"),
    imageUrl: absoluteUrl(meta("og:image:secure_url") || meta("og:image:url") || meta("og:image"), pageUrl),
    sku: meta("product:retailer_item_id") || meta("product:gtin") || meta("product:upc") || meta("product:ean") || null,
    detailUrl: absoluteUrl(meta("og:url"), pageUrl),
  };
}

const FIELDS = ["name", "brand", "category", "description", "imageUrl", "sku", "detailUrl"] as const;

/** `base` with each empty field filled from `more`; specifications likewise as a whole. */
export function fillMissing(base: ScrapedProduct, more: Partial<ScrapedProduct> | null): ScrapedProduct {
  if (!more) return base;
  const filled = { ...base };
  for (const field of FIELDS) if (!filled[field] && more[field]) (filled as Record<string, unknown>)[field] = more[field];
  if (filled.specifications.length === 0 && more.specifications?.length) filled.specifications = more.specifications;
  if (filled.features.length === 0 && more.features?.length) filled.features = more.features;
  return filled;
}

/**
 * The product a product page describes: the first Product of JSON-LD, then microdata, then RDFa,
 * then Open Graph; fields the first leaves empty are taken from the later ones, the category last
 * from the breadcrumb. Null when the page describes no product.
 */
export function structuredProduct(metadata: PageMetadata, pageUrl: string): ScrapedProduct | null {
  const candidates = [
    listingFromNodes(metadata.jsonld ?? [], pageUrl, "json-ld").products[0],
    listingFromNodes(metadata.microdata ?? [], pageUrl, "microdata").products[0],
    listingFromNodes(metadata.rdfa ?? [], pageUrl, "rdfa").products[0],
    openGraphProduct(metadata, pageUrl),
  ].filter((product): product is ScrapedProduct => Boolean(product));
  if (candidates.length === 0) return null;
  let product = candidates.slice(1).reduce(fillMissing, candidates[0]!);
  if (!product.category) product = { ...product, category: breadcrumbCategory([...(metadata.jsonld ?? []), ...(metadata.microdata ?? [])], product.name) };
  return { ...product, name: normaliseText(product.name) };
}
