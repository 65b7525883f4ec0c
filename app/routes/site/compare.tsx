import { data, isRouteErrorResponse, Link } from "react-router";
import { getAppContext } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { listComparedProducts, listComparisonSuggestions } from "#app/features/catalog/catalog.server";
import { ComparisonTable } from "#app/features/catalog/comparison-table";
import { COMPARISON_MAX, COMPARISON_MIN, comparisonHref, parseComparisonRequest } from "#app/features/catalog/product-comparison";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/compare";

/** Server-rendered; the toggle and the add/remove controls are links. Only the header menus are enhanced. */
export const handle: RouteHandle = { scripts: "enhance" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = parseComparisonRequest(params.get("urun"));
  if (parsed.status === "too-many") throw data({ requested: parsed.requested }, { status: 400 });
  const { db } = getAppContext(context);
  const found = new Map((await listComparedProducts(db, { ids: parsed.ids })).map((product) => [product.id, product]));
  const products = parsed.ids.flatMap((id) => found.get(id) ?? []);
  const first = products[0];
  const suggestions =
    first && products.length < COMPARISON_MAX
      ? await listComparisonSuggestions(db, { category: first.category, excludeIds: products.map((product) => product.id) })
      : [];
  return {
    products,
    dropped: parsed.ids.length - products.length + parsed.invalid,
    differencesOnly: params.get("fark") === "1",
    suggestions,
  };
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

export default function ComparePage({ loaderData: { products, dropped, differencesOnly, suggestions } }: Route.ComponentProps) {
  const ids = products.map((product) => product.id);
  return (
    <>
      <PageHeading
        title="Ürün Karşılaştırma"
        breadcrumbs={[{ label: "Ürünler", to: "/urunler" }]}
        intro={`${COMPARISON_MIN}–${COMPARISON_MAX} ürünü marka, kategori, özellik ve teknik bilgileriyle yan yana inceleyin.`}
      />
      <section className="mx-auto max-w-content px-6 py-10">
        {dropped > 0 && (
          <p role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
            {`${dropped === 1 ? "Bir ürün" : `${dropped} ürün`} bulunamadı veya artık satışta değil; karşılaştırmadan çıkarıldı.`}
          </p>
        )}
        {products.length === 0 ? (
          <div className="rounded-xl border border-slate-200 bg-slate-50 p-10 text-center">
            <h2 className="text-2xl font-bold">Karşılaştırılacak ürün yok</h2>
            <p className="mt-2 text-slate-700">Ürün kartlarındaki “Karşılaştır” bağlantısıyla bir ürün seçin, ardından benzerlerini ekleyin.</p>
            <Link to="/urunler" className="mt-6 inline-block rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800">
              Ürünlere Göz Atın
            </Link>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-between gap-4">
              <p className="font-semibold text-slate-800">
                {products.length < COMPARISON_MIN ? "Karşılaştırma için en az bir ürün daha ekleyin." : `${products.length} ürün karşılaştırılıyor`}
              </p>
              {products.length >= COMPARISON_MIN && (
                <Link
                  to={comparisonHref(ids, { differencesOnly: !differencesOnly })}
                  className="rounded-md border border-navy-200 px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-navy-50"
                >
                  {differencesOnly ? "Tüm bilgileri göster" : "Yalnızca farkları göster"}
                </Link>
              )}
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
                      <Link
                        to={comparisonHref([...ids, suggestion.id], { differencesOnly })}
                        className="shrink-0 rounded-md bg-navy-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-navy-800"
                      >
                        Ekle<span className="sr-only">: {suggestion.name}</span>
                      </Link>
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
      <Link to="/urunler" className="mt-8 inline-block rounded-md bg-navy-900 px-5 py-3 font-semibold text-white">
        Ürünlere Dön
      </Link>
    </section>
  );
}
