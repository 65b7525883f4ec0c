import { data } from "react-router";
import { COMPANIES_PAGE_SUFFIX, findDistrict, findDistrictByPagePath } from "#app/content/districts";
import { DistrictCompaniesPage } from "#app/features/landing/district-pages";
import { companiesPageMeta } from "#app/features/landing/landing-meta";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { landingJsonLd } from "#app/features/seo/structured-data";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/district-companies";

/** Plain HTML: links, `<details>` menus and FAQ work without JavaScript (ADR 017). */
export const handle: RouteHandle = { scripts: false };

/** `pattern` is the registered path: request.url ends in `.data` on client-side navigations. */
export function loader({ pattern }: Route.LoaderArgs) {
  const district = findDistrictByPagePath(pattern, COMPANIES_PAGE_SUFFIX);
  if (!district) throw data(null, { status: 404 });
  return { slug: district.slug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const district = loaderData && findDistrict(loaderData.slug);
  if (!district) return [];
  const site = siteIdentity(matches);
  const page = companiesPageMeta(district);
  const jsonLd = { siteOrigin: site.siteOrigin, path: page.path, name: page.title, areaServed: district.name, faq: district.faq };
  return [
    ...pageMeta(site, page),
    landingJsonLd({
      ...jsonLd,
      serviceType: "Güvenlik sistemleri kurulumu ve bakımı",
      parent: { name: "Hizmet Bölgeleri", path: "/hizmet-bolgeleri" },
    }),
  ];
};

export default function DistrictCompaniesRoute({ loaderData }: Route.ComponentProps) {
  return <DistrictCompaniesPage district={findDistrict(loaderData.slug)!} />;
}
