import { COMPANIES_PAGE_DISTRICTS } from "#app/content/districts";
import { ServiceAreasHub } from "#app/features/landing/service-areas-hub";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, jsonLdMeta } from "#app/features/seo/structured-data";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/service-areas";

/** Plain HTML: links, `<details>` menus and FAQ work without JavaScript (ADR 017). */
export const handle: RouteHandle = { scripts: false };

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteIdentity(matches);
  return [
    ...pageMeta(site, {
      title: "Hizmet Bölgeleri",
      description:
        "İzmit merkezli ekibimizle Kocaeli'nin 12 ilçesinde güvenlik kamerası, alarm ve yangın algılama sistemleri kuruyoruz; ilçenizin sayfasına göz atın.",
      keywords: COMPANIES_PAGE_DISTRICTS.map((district) => `${district.name.toLocaleLowerCase("tr")} güvenlik sistemleri`).join(", "),
      path: "/hizmet-bolgeleri",
    }),
    jsonLdMeta(site.siteOrigin, "/hizmet-bolgeleri", [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Hizmet Bölgeleri", path: "/hizmet-bolgeleri" },
      ]),
    ]),
  ];
};

export default function ServiceAreasRoute() {
  return <ServiceAreasHub />;
}
