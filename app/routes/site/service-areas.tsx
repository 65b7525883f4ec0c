import { contentPageResponse, loadContentPage } from "#app/composition/content-page.server";
import { serviceAreasLinks } from "#app/composition/landing-pages.server";
import { ServiceAreasHub } from "#app/features/landing/service-areas-hub";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, jsonLdMeta } from "#app/features/seo/structured-data";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/service-areas";

/** Plain HTML: links, `<details>` menus and FAQ work without JavaScript (ADR 017). */
export const handle: RouteHandle = { scripts: false };

const PATH = "/hizmet-bolgeleri";

/** The hub's document and the live district and service pages it links to (ADR 041). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, preview, content } = await loadContentPage(request, context, "page/hizmet-bolgeleri", "service-areas");
  return contentPageResponse({ page, preview, ...serviceAreasLinks(content) }, preview);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const site = siteIdentity(matches);
  const { page } = loaderData;
  return [
    ...pageMeta(site, { title: page.title, description: page.metaDescription, keywords: page.keywords, path: PATH, noindex: loaderData.preview }),
    jsonLdMeta(site.siteOrigin, PATH, [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: page.title, path: PATH },
      ]),
    ]),
  ];
};

export default function ServiceAreasRoute({ loaderData }: Route.ComponentProps) {
  const { page, districts, services } = loaderData;
  return <ServiceAreasHub title={page.title} intro={page.intro} districts={districts} services={services} />;
}
