import { Cctv, DoorOpen, Flame, Network, Phone, Siren, Speaker, type LucideIcon } from "lucide-react";
import { Suspense } from "react";
import { Await } from "react-router";
import { SiteLink } from "#app/components/ui/site-link";
import { getRequestScope, getServices } from "#app/app-context.server";
import { CONTENT_MEMO_KEYS } from "#app/composition/content-memo-keys.server";
import { isClientDataRequest } from "#app/lib/data-request";
import { loggedDeferred, settledForDocument } from "#app/lib/deferred.server";
import type { HomeServiceIcon } from "#app/content/home";
import { contentPageResponse, loadContentPage } from "#app/composition/content-page.server";
import { BrandStrip, BrandTilesSkeleton } from "#app/features/brands/brand-strip";
import { listActiveBrands } from "#app/features/brands/brands.server";
import { listFeaturedProducts } from "#app/features/catalog/catalog.server";
import { FeaturedCarousel, FeaturedMessage, FeaturedSkeleton } from "#app/features/catalog/featured-carousel";
import { HOME_KEY } from "#app/features/content/published-page.server";
import { visibleSlides } from "#app/features/content/slide-windows";
import { CompanyFigures } from "#app/features/about/about-sections";
import { chosenBrands } from "#app/features/home/brand-strip-choice";
import { HeroSlider } from "#app/features/home/hero-slider";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { jsonLdMeta } from "#app/features/seo/structured-data";
import { telHref } from "#app/domain/site-settings";
import { useSiteData } from "#app/domain/use-site-data";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/home";
import { localBusinessNode } from "./local-business-node";
import { servedAreaNames } from "./served-areas.server";

const SERVICE_ICONS: Record<HomeServiceIcon, LucideIcon> = {
  cctv: Cctv,
  network: Network,
  flame: Flame,
  siren: Siren,
  door: DoorOpen,
  speaker: Speaker,
};

/** No React in the browser: the hero, the carousel and the brand strip run on the enhancement script (ADR 027). */
export const handle: RouteHandle = { scripts: "enhance" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, contentMemo } = getServices(context);
  const scope = getRequestScope(context);
  // A document gets the lists settled; a client-side navigation shows the skeletons until they arrive.
  const clientData = isClientDataRequest(request);
  const [{ page, preview }, featured, brands] = await Promise.all([
    loadContentPage(request, context, HOME_KEY, "home"),
    settledForDocument(
      clientData,
      loggedDeferred(
        contentMemo.get(CONTENT_MEMO_KEYS.featuredProducts, () => listFeaturedProducts(db, { limit: 12 })),
        scope,
        "featured products",
      ),
    ),
    settledForDocument(
      clientData,
      loggedDeferred(contentMemo.get(CONTENT_MEMO_KEYS.activeBrands, () => listActiveBrands(db)), scope, "brands"),
    ),
  ]);
  // A slide outside its window is left out; the content schedule empties the page cache when a window opens or closes.
  const shown = { ...page, slides: visibleSlides(page.slides, new Date()) };
  const pick = (list: Awaited<ReturnType<typeof listActiveBrands>>) => chosenBrands(page.brandStrip, page.brandStripSlugs, list);
  const stripBrands = brands.value instanceof Promise ? brands.value.then(pick) : pick(brands.value);
  return contentPageResponse({ page: shown, preview, featured: featured.value, brands: stripBrands, areaServed: servedAreaNames() }, preview);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteIdentity(matches);
  const business = localBusinessNode(site, matches, loaderData?.areaServed ?? []);
  return [
    ...pageMeta(site, {
    title: `${site.companyName} | Kocaeli Güvenlik Sistemleri`,
    bareTitle: true,
    description: loaderData?.page.metaDescription ?? "",
    keywords: loaderData?.page.keywords || undefined,
    path: "/",
    noindex: loaderData?.preview,
  }),
    jsonLdMeta(site.siteOrigin, "/", [business]),
  ];
};

export default function HomePage({ loaderData: { page, featured, brands } }: Route.ComponentProps) {
  const { settings } = useSiteData();
  return (
    <>
      <HeroSlider slides={page.slides} heading={page.heroHeading} />

      <section aria-labelledby="featured-heading" className="bg-navy-50">
        <div className="mx-auto max-w-content px-6 py-16">
          <div className="flex items-end justify-between gap-4">
            <h2 id="featured-heading" className="text-3xl font-bold">
              Öne Çıkan Ürünler
            </h2>
            <SiteLink to="/urunler" className="font-semibold text-accent-700 hover:underline">
              Tüm ürünler
            </SiteLink>
          </div>
          <Suspense fallback={<FeaturedSkeleton />}>
            <Await
              resolve={featured}
              errorElement={
                <FeaturedMessage title="Ürünler Yüklenemedi" text="Ürünler yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin." />
              }
            >
              {(products) =>
                products.length === 0 ? (
                  <FeaturedMessage title="Öne Çıkan Ürün Bulunamadı" text="Henüz öne çıkan ürün eklenmemiş." />
                ) : (
                  <FeaturedCarousel products={products} />
                )
              }
            </Await>
          </Suspense>
        </div>
      </section>

      {page.brandStrip !== "hidden" && (
        <section aria-labelledby="brands-heading" className="mx-auto max-w-content px-6 py-16">
          <h2 id="brands-heading" className="text-3xl font-bold">
            Çalıştığımız Markalar
          </h2>
          <Suspense fallback={<BrandTilesSkeleton count={6} label="Markalar yükleniyor" />}>
            <Await resolve={brands} errorElement={<BrandTilesSkeleton count={6} label="Markalar yüklenemedi" />}>
              {(list) => (list.length === 0 ? <BrandTilesSkeleton count={6} label="Henüz marka eklenmemiş" /> : <BrandStrip brands={list} />)}
            </Await>
          </Suspense>
        </section>
      )}

      <section aria-labelledby="services-heading" className="mx-auto max-w-content px-6 py-16">
        <h2 id="services-heading" className="text-3xl font-bold">
          {page.servicesHeading}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.services.map((service) => {
            const Icon = SERVICE_ICONS[service.icon];
            return (
              <li key={service.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-accent-600" />
                <h3 className="mt-4 text-lg font-bold">
                  <SiteLink to={service.to} className="hover:underline">
                    {service.title}
                  </SiteLink>
                </h3>
                <p className="mt-2 text-slate-700">{service.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      {page.figures && page.figures.length > 0 && <CompanyFigures figures={page.figures} />}

      <section className="bg-accent-700 text-white">
        <div className="mx-auto flex max-w-content flex-col items-start justify-between gap-6 px-6 py-12 md:flex-row md:items-center">
          <div>
            <h2 className="text-2xl font-bold text-white">{page.callToAction.title}</h2>
            <p className="mt-2 text-accent-50">{page.callToAction.text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a
              href={telHref(settings.phonePrimary)}
              className="inline-flex items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-accent-800 hover:bg-accent-50"
            >
              <Phone aria-hidden="true" className="size-4" /> {settings.phonePrimary}
            </a>
            <SiteLink to="/iletisim" className="inline-flex rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-accent-800">
              İletişime Geçin
            </SiteLink>
          </div>
        </div>
      </section>
    </>
  );
}
