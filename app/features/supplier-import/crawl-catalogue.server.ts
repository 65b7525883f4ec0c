import { mergeProductPage, needsProductPage, parseListingPage, parseProductPage } from "./parse-catalogue";
import { FetchAbortedError, SupplierFetchError, type SafeFetcher } from "./safe-fetch.server";
import type { ScrapedProduct } from "./scraped-product";
import type { SupplierProfile } from "./supplier-profile.schema";

/** A page as it was read, kept for the preview's selector checks. */
export type PageSample = { url: string; body: string };

export type CrawlResult = {
  products: ScrapedProduct[];
  pagesScanned: number;
  /** Pages that could not be read or held no products, and the limits that stopped the crawl. */
  notes: string[];
  samples: { listing?: PageSample; productPage?: PageSample };
};

type Entry = { product: ScrapedProduct | null; url: string | null };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A failure of one product page is noted and the crawl goes on; the time budget or a bug ends it. */
function isPageFailure(error: unknown) {
  return error instanceof SupplierFetchError && !(error instanceof FetchAbortedError);
}

/**
 * Reads a supplier's catalogue (ADR 016): the catalogue page, then the profile's extra pages, each
 * followed through its "next" links; then, for products the listings leave incomplete or give only as
 * links, their own pages. `maxPages` bounds listing and product pages together; the fetcher bounds
 * time, size, concurrency and pace. `limit` (the preview) stops once that many products are known.
 */
export async function crawlCatalogue({
  fetcher,
  catalogueUrl,
  profile,
  limit,
  onProgress,
}: {
  fetcher: SafeFetcher;
  catalogueUrl: string;
  profile: SupplierProfile;
  limit?: number;
  onProgress?: (progress: { pagesScanned: number; productsScanned: number }) => Promise<void>;
}): Promise<CrawlResult> {
  const notes: string[] = [];
  const samples: CrawlResult["samples"] = {};
  const visited = new Set<string>();
  const entries: Entry[] = [];
  const known = new Set<string>();
  let pagesScanned = 0;
  let declaredCount: number | null = null;
  let listingCut = false;
  const enough = () => limit !== undefined && entries.length >= limit;
  const add = (entry: Entry) => {
    const key = entry.url ?? `${entry.product?.name}\u0000${entry.product?.brand}`;
    if (known.has(key)) return;
    known.add(key);
    entries.push(entry);
  };
  const progress = () => onProgress?.({ pagesScanned, productsScanned: entries.length });

  const starts = [catalogueUrl, ...profile.listingPaths.map((path) => new URL(path, catalogueUrl).href)];
  listing: for (const start of starts) {
    let next: string | null = start;
    while (next && !visited.has(next) && !enough()) {
      if (pagesScanned >= profile.maxPages) {
        listingCut = true;
        break listing;
      }
      visited.add(next);
      // A listing page that cannot be fetched ends the import with its reason; one that cannot be
      // read is reported and its pages skipped.
      const page = await fetcher.fetchPage(next);
      pagesScanned++;
      const body = page.body.toString("utf8");
      samples.listing ??= { url: page.url, body };
      let parsed: ReturnType<typeof parseListingPage>;
      try {
        parsed = parseListingPage(body, page.url, profile);
      } catch (error) {
        notes.push(`${page.url}: sayfa okunamadı (${errorText(error)})`);
        break;
      }
      if (parsed.products.length === 0 && parsed.productLinks.length === 0) notes.push(`${page.url}: sayfada ürün bulunamadı.`);
      for (const product of parsed.products) add({ product, url: product.detailUrl });
      for (const url of parsed.productLinks) add({ product: null, url });
      declaredCount ??= parsed.declaredCount;
      await progress();
      next = parsed.nextUrl;
    }
  }

  const chosen = limit === undefined ? entries : entries.slice(0, limit);
  const toRead = chosen.filter((entry) => entry.url && (!entry.product || needsProductPage(entry.product, profile)));
  const budget = Math.max(0, profile.maxPages - pagesScanned);
  if (listingCut && limit === undefined) notes.push(`Sayfa sınırına ulaşıldı (en fazla ${profile.maxPages} sayfa); katalogun kalan liste sayfaları okunmadı.`);
  if (toRead.length > budget) {
    notes.push(`Sayfa sınırı nedeniyle ${toRead.length - budget} ürün sayfası okunmadı; bu ürünler listedeki bilgileriyle değerlendirildi.`);
  }
  const read = new Set(toRead.slice(0, budget));
  let notProductPages = 0;
  const products = await Promise.all(
    chosen.map(async (entry): Promise<ScrapedProduct | null> => {
      if (!read.has(entry)) return entry.product;
      try {
        const page = await fetcher.fetchPage(entry.url!);
        pagesScanned++;
        const body = page.body.toString("utf8");
        samples.productPage ??= { url: page.url, body };
        const described = parseProductPage(body, page.url, profile);
        await progress();
        if (!described && !entry.product) notProductPages++;
        return entry.product ? mergeProductPage(entry.product, described) : described;
      } catch (error) {
        if (!isPageFailure(error)) throw error;
        notes.push(`${entry.url}: ürün sayfası okunamadı (${errorText(error)})`);
        return entry.product;
      }
    }),
  );
  if (notProductPages > 0) notes.push(`${notProductPages} bağlantı ürün sayfası değildi (sayfada ürün bilgisi yok).`);
  const found = products.filter((product): product is ScrapedProduct => product !== null);
  if (limit === undefined && declaredCount !== null && found.length < declaredCount) notes.push(`Katalog ${declaredCount} ürün bildiriyor; ${found.length} ürün okundu.`);
  return { products: found, pagesScanned, notes, samples };
}
