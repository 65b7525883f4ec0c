import { data, isRouteErrorResponse, redirect } from "react-router";
import { SiteLink } from "#app/components/ui/site-link";
import { getServices } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { listComparedProducts, listComparisonSuggestions } from "#app/features/catalog/catalog.server";
import { ComparisonTable } from "#app/features/catalog/comparison-table";
import { COMPARISON_MAX, COMPARISON_MIN, COMPARISON_SELECTION_PATH } from "#app/domain/comparison-selection";
import { COMPARISON_NOTICES, isComparisonNotice } from "#app/features/catalog/comparison-selection";
import { comparisonSelectionSetCookie, readComparisonSelection } from "#app/features/catalog/comparison-selection-cookie.server";
import { comparisonHref, parseComparisonRequest } from "#app/features/catalog/product-comparison";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/compare";

/**
 * Server-rendered; the toggle and the add/remove controls are links, `rel="nofollow"` (crawlers are
 * also kept out by robots.txt and `noindex`: every combination of products is an address). Only the
 * header menus are enhanced.
 */
export const handle: RouteHandle = { scripts: "enhance" };

/** The selection cookie follows the comparison shown, so such an answer is the visitor's own. */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

const PRIVATE = { "Cache-Control": "private, no-store" };
const sameIds = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * `/karsilastir?urun=…` shows those products; `/karsilastir` alone shows the visitor's selection
 * (the cards' "Karşılaştır", ADR 035) by redirecting to its address. The selection then follows the
 * comparison shown, so "Ekle" and "Çıkar" here and "Karşılaştır" on a card build on one list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { db, isHttps } = getServices(context);
  const selection = await readComparisonSelection(request, isHttps);
  if (!params.has("urun") && selection.length > 0) throw redirect(comparisonHref(selection), { headers: PRIVATE });
  const parsed = parseComparisonRequest(params.get("urun"));
  if (parsed.status === "too-many") throw data({ requested: parsed.requested }, { status: 400 });
  const found = new Map((await listComparedProducts(db, { ids: parsed.ids })).map((product) => [product.id, product]));
  const products = parsed.ids.flatMap((id) => found.get(id) ?? []);
  const shownIds = products.map((product) => product.id);
  const notice = params.get("durum");
  const first = products[0];
  const suggestions =
    first && products.length < COMPARISON_MAX
      ? await listComparisonSuggestions(db, { category: first.category, excludeIds: products.map((product) => product.id) })
      : [];
  return data(
    {
      products,
      dropped: parsed.ids.length - products.length + parsed.invalid,
      differencesOnly: params.get("fark") === "1",
      suggestions,
      notice: isComparisonNotice(notice) ? COMPARISON_NOTICES[notice] : undefined,
      // The header's counter shows the selection as this answer leaves it (site layout).
      comparisonCount: shownIds.length,
    },
    sameIds(selection, shownIds) ? undefined : { headers: { ...PRIVATE, "Set-Cookie": await comparisonSelectionSetCookie(shownIds, isHttps) } },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const products = loaderData?.products ?? [];
  return pageMeta(siteIdentity(matches), {
    title: "Ürün Karşılaştırma",
    description:
      products.length > 0
        ? `${products.map((product) => product.name).join(", ")} karşılaştırması: marka, kategori, özellikler ve teknik bilgiler yan yana.`
        : "Seçtiğiniz 2–4 ürünün marka, kategori, özellik ve teknik bilgilerini yan yana karşılaştırın.",
    path: comparisonHref(
      products.map((product) => product.id),
      { canonical: true },
    ),
    noindex: true,
  });
};

export default function ComparePage({ loaderData: { products, dropped, differencesOnly, suggestions, notice } }: Route.ComponentProps) {
  const ids = products.map((product) => product.id);
  return (
    <>
      <PageHeading
        title="Ürün Karşılaştırma"
        breadcrumbs={[{ label: "Ürünler", to: "/urunler" }]}
        intro={`${COMPARISON_MIN}–${COMPARISON_MAX} ürünü marka, kategori, özellik ve teknik bilgileriyle yan yana inceleyin.`}
      />
      <section className="mx-auto max-w-content px-6 py-10">
        {notice && (
          <p role="status" className="mb-6 rounded-md border border-navy-200 bg-navy-50 px-4 py-3 text-navy-900">
            {notice}
          </p>
        )}
        {dropped > 0 && (
          <p role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            {`${dropped === 1 ? "Bir ürün" : `${dropped} ürün`} bulunamadı veya artık satışta değil; karşılaştırmadan çıkarıldı.`}
          </p>
        )}
        {products.length === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-10 text-center">
            <h2 className="text-2xl font-bold">Karşılaştırılacak ürün yok</h2>
            <p className="mt-2 text-slate-700">
              Ürün kartlarındaki “Karşılaştır” düğmesiyle en fazla {COMPARISON_MAX} ürün seçin; seçtikleriniz burada yan yana görünür.
            </p>
            <SiteLink to="/urunler" className="mt-6 inline-block rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800">
              Ürünlere Göz Atın
            </SiteLink>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-4">
              <p className="font-semibold text-slate-800">
                {products.length < COMPARISON_MIN ? "Karşılaştırma için en az bir ürün daha ekleyin." : `${products.length} ürün karşılaştırılıyor`}
              </p>
              <div className="flex flex-wrap items-center gap-2">
                {products.length >= COMPARISON_MIN && (
                  <a
                    href={comparisonHref(ids, { differencesOnly: !differencesOnly })}
                    rel="nofollow"
                    className="rounded-md border border-navy-200 px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-navy-50"
                  >
                    {differencesOnly ? "Tüm bilgileri göster" : "Yalnızca farkları göster"}
                  </a>
                )}
                <form method="post" action={COMPARISON_SELECTION_PATH}>
                  <input type="hidden" name="intent" value="clear" />
                  <button type="submit" className="rounded-md px-4 py-2 text-sm font-semibold text-danger-700 hover:bg-red-50">
                    Karşılaştırmayı temizle
                  </button>
                </form>
              </div>
            </div>
            <ComparisonTable products={products} differencesOnly={differencesOnly} />
            {suggestions.length > 0 && (
              <section aria-labelledby="comparison-add-heading" className="mt-10">
                <h2 id="comparison-add-heading" className="text-xl font-bold">
                  Karşılaştırmaya ekleyin
                </h2>
                <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  {suggestions.map((suggestion) => (
                    <li key={suggestion.id} className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3">
                      <span>
                        <span className="block text-xs font-semibold text-accent-700">{suggestion.brand}</span>
                        <span className="font-semibold text-navy-900">{suggestion.name}</span>
                      </span>
                      <a
                        href={comparisonHref([...ids, suggestion.id], { differencesOnly })}
                        rel="nofollow"
                        className="shrink-0 rounded-md bg-navy-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-navy-800"
                      >
                        Ekle<span className="sr-only">: {suggestion.name}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 400) throw error;
  return (
    <section className="mx-auto max-w-content px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{`En fazla ${COMPARISON_MAX} ürün karşılaştırılabilir`}</h1>
      <p className="mt-4 text-lg text-slate-700">{`Karşılaştırma bağlantısında çok fazla ürün var. Lütfen en fazla ${COMPARISON_MAX} ürün seçin.`}</p>
      <SiteLink to="/urunler" className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-3 font-semibold text-white">
        Ürünlere Dön
      </SiteLink>
    </section>
  );
}
