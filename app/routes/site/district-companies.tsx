import { data } from "react-router";
import { COMPANIES_PAGE_SUFFIX, findDistrict, findDistrictByPagePath } from "#app/content/districts";
import { DistrictCompaniesPage } from "#app/features/landing/district-pages";
import { companiesPageMeta } from "#app/features/landing/landing-meta";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, faqPage, jsonLdMeta, serviceNode } from "#app/features/seo/structured-data";
import type { Route } from "./+types/district-companies";

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
  return [
    ...pageMeta(site, page),
    jsonLdMeta(site.siteOrigin, page.path, [
      serviceNode({
        siteOrigin: site.siteOrigin,
        path: page.path,
        name: page.title,
        serviceType: "Güvenlik sistemleri kurulumu ve bakımı",
        areaServed: district.name,
      }),
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Hizmet Bölgeleri", path: "/hizmet-bolgeleri" },
        { name: page.title, path: page.path },
      ]),
      faqPage(district.faq),
    ]),
  ];
};

export default function DistrictCompaniesRoute({ loaderData }: Route.ComponentProps) {
  return <DistrictCompaniesPage district={findDistrict(loaderData.slug)!} />;
}
