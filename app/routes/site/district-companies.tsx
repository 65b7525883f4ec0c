import { contentPageResponse, loadContentPage } from "#app/composition/content-page.server";
import { districtPage } from "#app/composition/landing-pages.server";
import { DistrictCompaniesPage } from "#app/features/landing/district-pages";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { landingJsonLd } from "#app/features/seo/structured-data";
import { pagePath } from "#app/lib/data-request";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/district-companies";

/** Plain HTML: links, `<details>` menus and FAQ work without JavaScript (ADR 017). */
export const handle: RouteHandle = { scripts: false };

/** The page's document `ilce/<path>` as staff last published it, or a draft's preview (ADR 041). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePath(request);
  const { page, preview, content } = await loadContentPage(request, context, `ilce${path}`, "district-companies");
  return contentPageResponse({ path, preview, ...(await districtPage(context, content, path, page, preview)) }, preview);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { district, path, preview } = loaderData;
  const site = siteIdentity(matches);
  return [
    ...pageMeta(site, { title: district.title, description: district.metaDescription, keywords: district.keywords, path, noindex: preview }),
    landingJsonLd({
      siteOrigin: site.siteOrigin,
      path,
      name: district.title,
      areaServed: district.name,
      faq: district.faq,
      serviceType: "Güvenlik sistemleri kurulumu ve bakımı",
      parent: { name: "Hizmet Bölgeleri", path: "/hizmet-bolgeleri" },
    }),
  ];
};

export default function DistrictCompaniesRoute({ loaderData }: Route.ComponentProps) {
  return <DistrictCompaniesPage district={loaderData.district} copy={loaderData.copy.companies} systemsPage={loaderData.systemsPage} others={loaderData.others} />;
}
