import { contentPageResponse, loadContentPage } from "#app/composition/content-page.server";
import { landingDistrictLinks, staffLandingKey } from "#app/composition/landing-pages.server";
import { productsHref } from "#app/features/catalog/products-url";
import { ServiceLandingPage } from "#app/features/landing/service-landing-page";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { landingJsonLd } from "#app/features/seo/structured-data";
import { pagePath } from "#app/lib/data-request";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/service-landing";

/** Plain HTML: links, `<details>` menus and FAQ work without JavaScript (ADR 017). */
export const handle: RouteHandle = { scripts: false };

/**
 * The three service pages (documents `hizmet/<path>`) and, at `/:slug`, the landing pages staff
 * added from the same layout (kind `landing`, found by their address): as last published, or a
 * draft's preview (ADR 041). Any other one-segment address is the English not-found page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const path = pagePath(request);
  const { page, preview, content } =
    "slug" in params ? await loadContentPage(request, context, await staffLandingKey(request, context, path), "landing") : await loadContentPage(request, context, `hizmet${path}`, "service-landing");
  return contentPageResponse({ path, preview, landing: page, districtLinks: landingDistrictLinks(content, page.districtSlugs) }, preview);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { path, preview, landing } = loaderData;
  const site = siteIdentity(matches);
  return [
    ...pageMeta(site, { title: landing.title, description: landing.metaDescription, keywords: landing.keywords, path, noindex: preview }),
    landingJsonLd({
      siteOrigin: site.siteOrigin,
      path,
      name: landing.title,
      serviceType: landing.serviceType,
      areaServed: "Kocaeli",
      parent: { name: "Hizmetlerimiz", path: "/hizmetlerimiz" },
    }),
  ];
};

const categoryHref = (category: string) => productsHref({ category });

export default function ServiceLandingRoute({ loaderData }: Route.ComponentProps) {
  return <ServiceLandingPage landing={loaderData.landing} districtLinks={loaderData.districtLinks} categoryHref={categoryHref} />;
}
