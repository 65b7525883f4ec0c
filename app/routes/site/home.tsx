import { ArrowRight, Cctv, DoorOpen, Flame, Network, Phone, Siren, Speaker, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { getAppContext } from "#app/app-context.server";
import { HOME_SERVICES, type HomeServiceIcon } from "#app/content/home";
import { listActiveBrands } from "#app/features/brands/brands.server";
import { listFeaturedProducts } from "#app/features/catalog/catalog.server";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { telHref } from "#app/features/site-settings/site-settings";
import { useSiteData } from "#app/lib/use-site-data";
import type { Route } from "./+types/home";

const SERVICE_ICONS: Record<HomeServiceIcon, LucideIcon> = {
  cctv: Cctv,
  network: Network,
  flame: Flame,
  siren: Siren,
  door: DoorOpen,
  speaker: Speaker,
};

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = getAppContext(context);
  const [featured, brands] = await Promise.all([listFeaturedProducts(db, { limit: 8 }), listActiveBrands(db)]);
  return { featured, brands };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteIdentity(matches);
  return pageMeta(site, {
    title: `${site.companyName} | Kocaeli Güvenlik Kamerası, Alarm ve Yangın Sistemleri`,
    bareTitle: true,
    description:
      "Kocaeli ve ilçelerinde güvenlik kamerası, hırsız alarm, yangın algılama, network, santral ve erişim kontrol sistemleri: ücretsiz keşif, kurulum ve 7/24 teknik destek.",
    keywords: "kocaeli güvenlik sistemleri, güvenlik kamerası, alarm sistemleri, yangın algılama, izmit, gebze",
    path: "/",
  });
};

export default function HomePage({ loaderData: { featured, brands } }: Route.ComponentProps) {
  const { settings } = useSiteData();
  return (
    <>
      <section className="relative overflow-hidden bg-navy-950 text-white">
        <div className="mx-auto grid max-w-content items-center gap-10 px-6 py-16 sm:py-24 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-100 uppercase">Kocaeli genelinde hizmet</p>
            <h1 className="mt-4 text-4xl font-extrabold text-white sm:text-5xl">
              Güvenliğiniz için uçtan uca sistem çözümleri
            </h1>
            <p className="mt-6 max-w-xl text-lg text-navy-100">
              Güvenlik kamerası, alarm, yangın algılama, network ve santral sistemlerinde ücretsiz keşif, doğru
              projelendirme, temiz kurulum ve 7/24 teknik destek.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to="/iletisim"
                className="inline-flex items-center gap-2 rounded-md bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700"
              >
                Ücretsiz Keşif İsteyin <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
              <Link
                to="/urunler"
                className="inline-flex items-center gap-2 rounded-md border border-navy-400 px-5 py-3 font-semibold text-white hover:bg-navy-800"
              >
                Ürünleri İnceleyin
              </Link>
            </div>
          </div>
          <img
            src="/images/products/ip-kameralar.svg"
            alt="IP güvenlik kamerası çizimi"
            width={560}
            height={420}
            fetchPriority="high"
            className="mx-auto hidden w-full max-w-md rounded-xl bg-navy-900 lg:block"
          />
        </div>
      </section>

      <section aria-labelledby="services-heading" className="mx-auto max-w-content px-6 py-16">
        <h2 id="services-heading" className="text-3xl font-bold">
          Hizmetlerimiz
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {HOME_SERVICES.map((service) => {
            const Icon = SERVICE_ICONS[service.icon];
            return (
              <li key={service.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-accent-600" />
                <h3 className="mt-4 text-lg font-bold">
                  <Link to={service.to} className="hover:underline">
                    {service.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-700">{service.text}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="featured-heading" className="bg-navy-50">
        <div className="mx-auto max-w-content px-6 py-16">
          <div className="flex items-end justify-between gap-4">
            <h2 id="featured-heading" className="text-3xl font-bold">
              Öne Çıkan Ürünler
            </h2>
            <Link to="/urunler" className="font-semibold text-accent-700 hover:underline">
              Tüm ürünler
            </Link>
          </div>
          {featured.length === 0 ? (
            <div className="mt-8 rounded-xl bg-white p-8 text-center">
              <p className="text-lg font-bold text-navy-900">Öne Çıkan Ürün Bulunamadı</p>
              <p className="mt-2 text-slate-700">Henüz öne çıkan ürün eklenmemiş.</p>
            </div>
          ) : (
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {featured.map((product) => (
                <li key={product.id} className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm">
                  <img
                    src={product.imageUrl ?? "/images/products/placeholder.svg"}
                    alt={product.name}
                    width={400}
                    height={300}
                    loading="lazy"
                    className="aspect-[4/3] w-full bg-slate-100 object-contain"
                  />
                  <div className="flex flex-1 flex-col p-5">
                    <p className="text-sm font-semibold text-accent-700">{product.brand}</p>
                    <h3 className="mt-1 font-bold">
                      <Link to={`/urun/${product.id}`} className="hover:underline">
                        {product.name}
                      </Link>
                    </h3>
                    <ul className="mt-3 flex flex-wrap gap-1.5">
                      {product.features.slice(0, 2).map((feature) => (
                        <li key={feature} className="rounded bg-navy-50 px-2 py-0.5 text-xs text-navy-800">
                          {feature}
                        </li>
                      ))}
                      {product.features.length > 2 && (
                        <li className="rounded bg-navy-50 px-2 py-0.5 text-xs text-navy-800">
                          +{product.features.length - 2}
                        </li>
                      )}
                    </ul>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      {brands.length > 0 && (
        <section aria-labelledby="brands-heading" className="mx-auto max-w-content px-6 py-16">
          <h2 id="brands-heading" className="text-3xl font-bold">
            Çalıştığımız Markalar
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
            {brands.map((brand) => (
              <li key={brand.id}>
                <Link
                  to={`/urunler?brand=${encodeURIComponent(brand.name)}`}
                  className="flex h-20 items-center justify-center rounded-lg border border-slate-200 p-3 hover:border-accent-600"
                >
                  {brand.logoUrl ? (
                    <img src={brand.logoUrl} alt={brand.name} width={240} height={96} loading="lazy" className="max-h-12 w-auto" />
                  ) : (
                    <span className="font-bold text-navy-900">{brand.name}</span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="bg-accent-700 text-white">
        <div className="mx-auto flex max-w-content flex-col items-start justify-between gap-6 px-6 py-12 md:flex-row md:items-center">
          <div>
            <h2 className="text-2xl font-bold text-white">Projeniz için ücretsiz keşif ve teklif alın</h2>
            <p className="mt-2 text-accent-50">Uzman ekibimiz ihtiyacınızı yerinde inceleyip size en uygun çözümü sunar.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a
              href={telHref(settings.phonePrimary)}
              className="inline-flex items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-accent-800 hover:bg-accent-50"
            >
              <Phone aria-hidden="true" className="size-4" /> {settings.phonePrimary}
            </a>
            <Link to="/iletisim" className="inline-flex rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-accent-800">
              İletişime Geçin
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
