import { data, useLocation, useNavigation } from "react-router";
import { SiteLink } from "#app/components/ui/site-link";
import { getRequestScope, getServices } from "#app/app-context.server";
import { CONTENT_MEMO_KEYS } from "#app/composition/content-memo-keys.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { Pagination } from "#app/components/ui/pagination";
import { listActiveBrands } from "#app/features/brands/brands.server";
import { PRODUCTS_PAGE_SIZE, parseProductsPageQuery } from "#app/features/catalog/catalog.schema";
import { listProductCards, taxonomyCountKey } from "#app/features/catalog/catalog.server";
import { ProductCardItem, ProductCardSkeleton } from "#app/features/catalog/product-card";
import { firstRowLoading } from "#app/components/ui/picture";
import { ProductFilters } from "#app/features/catalog/product-filters";
import { pageWindow, productsHref } from "#app/features/catalog/products-url";
import { recordUnfoundSearch } from "#app/features/catalog/unfound-searches.server";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, jsonLdMeta } from "#app/features/seo/structured-data";
import { categoryLabel, subcategoryLabel } from "#app/domain/catalog-matching";
import { resolveCategory } from "#app/domain/catalog-taxonomy";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/products";

/** No React in the browser: the filters run on the enhancement script (ADR 027). */
export const handle: RouteHandle = { scripts: "enhance" };

/** A text search counts its matches up to this many; more show as "1.000+ ürün bulundu". */
export const SEARCH_COUNT_CAP = 1000;

/**
 * A text search alone (no category or brand narrowing it) that finds nothing is counted for
 * "Aranan ama bulunamayan" (issue 19 item 5), within that log's bounds (issue 27 item 15: a
 * person's browser only, a few new terms per address an hour, no personal data). Its page is not
 * kept by the page cache (`private, no-cache`): a cached page never reaches this loader, so every
 * later search for the same text would go uncounted.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page = 1, ...filters } = parseProductsPageQuery(new URL(request.url).searchParams);
  const { db, contentMemo } = getServices(context);
  const { logger, clientIp } = getRequestScope(context);
  const countKey = taxonomyCountKey(filters);
  const [{ items, total, totalCapped }, brands] = await Promise.all([
    listProductCards(db, {
      ...filters,
      limit: PRODUCTS_PAGE_SIZE,
      offset: (page - 1) * PRODUCTS_PAGE_SIZE,
      countCap: filters.q ? SEARCH_COUNT_CAP : undefined,
      keepCount: countKey === null ? undefined : (countRows) => contentMemo.get(CONTENT_MEMO_KEYS.productCount(countKey), countRows),
    }),
    contentMemo.get(CONTENT_MEMO_KEYS.activeBrands, () => listActiveBrands(db)),
  ]);
  const shown = totalCapped ? SEARCH_COUNT_CAP : total;
  const unfoundSearch = filters.q && total === 0 && !filters.category && !filters.subcategory && !filters.brand ? filters.q : undefined;
  if (unfoundSearch && request.method === "GET") {
    // Only a statistic: a failure to count never fails the page.
    await recordUnfoundSearch(db, { query: unfoundSearch, userAgent: request.headers.get("user-agent"), clientIp }).catch((error: unknown) =>
      logger.warn({ err: error }, "unfound search not counted"),
    );
  }
  const pageCount = Math.ceil(shown / PRODUCTS_PAGE_SIZE);
  // A page past the last one (`?page=999`): an empty state that links to the first and last pages, answered 404 (ADR 035).
  const pastLastPage = items.length === 0 && shown > 0;
  return data(
    { filters, page, items, total: shown, totalCapped, pageCount, pastLastPage, brands: brands.map((brand) => brand.name) },
    unfoundSearch ? { headers: { "Cache-Control": "private, no-cache" } } : pastLastPage ? { status: 404 } : undefined,
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteIdentity(matches);
  const filters = loaderData?.filters ?? {};
  const category = filters.category ? categoryLabel(filters.category) : undefined;
  const path = productsHref({ ...filters, q: undefined, page: loaderData?.page });
  return [
    ...pageMeta(site, {
      title: category ? `${category} Ürünleri` : "Ürünler",
      description: category
        ? `${category} ürünlerini markaya ve alt kategoriye göre inceleyin; Kocaeli genelinde keşif, kurulum ve teknik destek.`
        : "Güvenlik kamerası, kayıt cihazı, network, alarm, yangın algılama, santral ve erişim kontrol ürünlerini kategori ve markaya göre inceleyin.",
      keywords: "güvenlik kamerası, ip kamera, nvr, switch, alarm paneli, yangın dedektörü, kocaeli",
      path,
      noindex: Boolean(filters.q) || loaderData?.total === 0 || loaderData?.pastLastPage,
    }),
    jsonLdMeta(site.siteOrigin, path, [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Ürünler", path: "/urunler" },
        ...(category && filters.category ? [{ name: category, path: productsHref({ category: filters.category }) }] : []),
      ]),
    ]),
  ];
};

const numberFormat = new Intl.NumberFormat("tr-TR");

/** The 9 skeleton cards (docs/product.md#interface-behaviour) while a list is on its way. */
function ProductSkeletons() {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Ürünler yükleniyor">
      {Array.from({ length: 9 }, (_, index) => (
        <li key={index}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  const { filters, page, items, total, totalCapped, pageCount, pastLastPage, brands } = loaderData;
  const location = useLocation();
  const navigation = useNavigation();
  const waiting = navigation.state === "loading" && navigation.location.pathname === "/urunler";
  const category = filters.category ? resolveCategory(filters.category) : undefined;
  const active = [
    filters.category && `Kategori: ${categoryLabel(filters.category)}`,
    filters.subcategory && `Alt kategori: ${subcategoryLabel(filters.subcategory, filters.category)}`,
    filters.brand && `Marka: ${filters.brand}`,
    filters.q && `Arama: “${filters.q}”`,
  ].filter((text): text is string => Boolean(text));

  return (
    <>
      <PageHeading
        title="Ürünler"
        intro="Kamera, network, alarm, yangın algılama ve haberleşme sistemlerinde projeye uygun ürünleri kategori ve markaya göre inceleyin."
      />
      <section className="mx-auto max-w-content px-6 py-10">
        <ProductFilters key={location.search} state={filters} brands={brands} />

        {category && category.subcategories.length > 0 && (
          <nav aria-label="Alt kategoriler" className="mt-5">
            <ul className="flex flex-wrap gap-2">
              {category.subcategories.map((sub) => {
                const current = filters.subcategory === sub.slug;
                return (
                  <li key={sub.slug}>
                    <SiteLink
                      to={productsHref({ ...filters, subcategory: current ? undefined : sub.slug, page: undefined })}
                      aria-current={current ? "true" : undefined}
                      className={
                        current
                          ? "inline-block rounded-full bg-navy-900 px-3 py-1 text-sm font-semibold text-white"
                          : "inline-block rounded-full border border-navy-200 bg-white px-3 py-1 text-sm font-semibold text-navy-800 hover:bg-navy-50"
                      }
                    >
                      {sub.name}
                    </SiteLink>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}

        <div className="mt-6 flex flex-wrap items-center gap-2" role="status">
          {!pastLastPage && (
            <p className="font-semibold text-slate-800">
              {numberFormat.format(total)}
              {totalCapped ? "+" : ""} ürün bulundu
            </p>
          )}
          {active.map((text) => (
            <span key={text} className="rounded-full bg-accent-50 px-3 py-1 text-sm text-accent-800">
              {text}
            </span>
          ))}
        </div>

        <div data-products-results>
          {waiting ? (
            <ProductSkeletons />
          ) : pastLastPage ? (
            <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-10 text-center">
              <h2 className="text-2xl font-bold">Bu sayfada ürün yok</h2>
              <p className="mt-2 text-slate-700">
                {`${numberFormat.format(total)}${totalCapped ? "+" : ""} ürün ${numberFormat.format(pageCount)} sayfada listeleniyor; ${numberFormat.format(page)}. sayfa yok.`}
              </p>
              <p className="mt-6 flex flex-wrap justify-center gap-3">
                <SiteLink to={productsHref({ ...filters, page: undefined })} className="rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800">
                  İlk sayfaya dön
                </SiteLink>
                {pageCount > 1 && (
                  <SiteLink
                    to={productsHref({ ...filters, page: pageCount })}
                    className="rounded-md border border-navy-200 bg-white px-5 py-3 font-semibold text-navy-900 hover:bg-navy-50"
                  >
                    Son sayfaya git ({numberFormat.format(pageCount)})
                  </SiteLink>
                )}
              </p>
            </div>
          ) : items.length === 0 ? (
            <div className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-10 text-center">
              <h2 className="text-2xl font-bold">Ürün Bulunamadı</h2>
              <p className="mt-2 text-slate-700">Seçilen filtrelere uygun ürün bulunamadı. Filtreleri değiştirmeyi deneyin.</p>
            </div>
          ) : (
            <>
              {/* Three cards a row at the widest: their images load at once (issue 27: the first is the LCP element). */}
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((product, index) => (
                  <ProductCardItem key={product.id} product={product} imageLoading={firstRowLoading(index, 3)} />
                ))}
              </ul>
              <Pagination page={page} pageCount={pageCount} pages={pageWindow(page, pageCount)} href={(number) => productsHref({ ...filters, page: number })} />
            </>
          )}
        </div>
        {/* What the enhancement script shows while the next list loads (product-filters.enhance.ts). */}
        <template data-products-skeleton>
          <ProductSkeletons />
        </template>
      </section>
    </>
  );
}
