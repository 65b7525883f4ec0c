import { ArrowRight } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import { SiteLink } from "#app/components/ui/site-link";
import { getRequestScope, getServices } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { BRAND_SHOWCASE } from "#app/content/brand-showcase";
import { BrandTilesSkeleton } from "#app/features/brands/brand-strip";
import { listActiveBrands } from "#app/features/brands/brands.server";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { categoryHref } from "#app/domain/catalog-taxonomy";
import { loggedDeferred } from "#app/lib/deferred.server";
import type { Route } from "./+types/brands";
import { Picture } from "#app/components/ui/picture";

export async function loader({ context }: Route.LoaderArgs) {
  // Not awaited: a client-side navigation shows the 24 skeleton tiles meanwhile.
  return { brands: loggedDeferred(listActiveBrands(getServices(context).db), getRequestScope(context), "brand list") };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Markalar",
    description: "Çalıştığımız güvenlik kamerası, network, yangın algılama, alarm ve haberleşme markaları; her markanın ürünlerine tek tıkla ulaşın.",
    keywords: "güvenlik markaları, kamera markaları, network markaları, yangın alarm markaları",
    path: "/markalar",
  });

type BrandItem = Awaited<Route.ComponentProps["loaderData"]["brands"]>[number];

function BrandGrid({ brands }: { brands: BrandItem[] }) {
  if (brands.length === 0) {
    return (
      <div className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-10 text-center">
        <h3 className="text-xl font-bold">Marka Bulunamadı</h3>
        <p className="mt-2 text-slate-700">Henüz marka eklenmemiş.</p>
      </div>
    );
  }
  return (
    <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {brands.map((brand) => (
        <li key={brand.id}>
          <SiteLink
            to={`/urunler?brand=${encodeURIComponent(brand.name)}`}
            className="flex h-full flex-col items-center justify-center gap-3 rounded-xl border border-slate-200 bg-white p-6 text-center hover:border-accent-600 hover:shadow-sm"
          >
            {brand.logoUrl ? (
              <Picture src={brand.logoUrl} alt={brand.name} width={240} height={96} sizes="160px" className="h-16 w-auto" />
            ) : (
              <span className="text-xl font-bold text-navy-900">{brand.name}</span>
            )}
            {brand.description && <span className="line-clamp-2 text-sm text-slate-700">{brand.description}</span>}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

export default function BrandsPage({ loaderData: { brands } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title="Markalar" intro="Projelerimizde güvenle kullandığımız üretici markaları ve ürün grupları." />
      <section aria-labelledby="brand-list-heading" className="mx-auto max-w-content px-6 py-12">
        <h2 id="brand-list-heading" className="text-2xl font-bold">
          Çalıştığımız Markalar
        </h2>
        <Suspense fallback={<BrandTilesSkeleton count={24} label="Markalar yükleniyor" />}>
          <Await
            resolve={brands}
            errorElement={
              <p className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-10 text-center text-slate-700">Markalar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.</p>
            }
          >
            {(list) => <BrandGrid brands={list} />}
          </Await>
        </Suspense>
      </section>
      <section aria-labelledby="showcase-heading" className="bg-navy-50">
        <div className="mx-auto max-w-content px-6 py-12">
          <h2 id="showcase-heading" className="text-2xl font-bold">
            Ürün Gruplarına Göre Markalar
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {BRAND_SHOWCASE.map((card) => (
              <li key={card.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-bold">{card.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
                <p className="mt-3 text-sm font-semibold text-accent-700">{card.brands.join(", ")}</p>
                <SiteLink to={categoryHref(card.categorySlug)} className="mt-4 inline-flex items-center gap-1 font-semibold text-navy-900 hover:underline">
                  Ürünleri gör<span className="sr-only">: {card.title}</span> <ArrowRight aria-hidden="true" className="size-4" />
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="mx-auto flex max-w-content flex-col items-start justify-between gap-6 px-6 py-12 md:flex-row md:items-center">
        <div>
          <h2 className="text-2xl font-bold">Projeniz için doğru markayı birlikte seçelim</h2>
          <p className="mt-2 text-slate-700">İhtiyacınıza uygun ürün ve markayı ücretsiz keşifle belirleyelim.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <SiteLink to="/urunler" className="inline-flex rounded-md bg-navy-900 px-5 py-3 font-semibold text-white hover:bg-navy-800">
            Tüm Ürünleri İnceleyin
          </SiteLink>
          <SiteLink to="/iletisim" className="inline-flex rounded-md bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700">
            İletişime Geçin
          </SiteLink>
        </div>
      </section>
    </>
  );
}
