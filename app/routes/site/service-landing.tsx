import { data } from "react-router";
import { findServiceLanding } from "#app/content/service-landings";
import { productsHref } from "#app/features/catalog/products-url";
import { ServiceLandingPage } from "#app/features/landing/service-landing-page";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { landingJsonLd } from "#app/features/seo/structured-data";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/service-landing";

/** Plain HTML: links, `<details>` menus and FAQ work without JavaScript (ADR 017). */
export const handle: RouteHandle = { scripts: false };

/** `pattern` is the registered path: request.url ends in `.data` on client-side navigations. */
export function loader({ pattern }: Route.LoaderArgs) {
  const landing = findServiceLanding(pattern.replace(/^\//, ""));
  if (!landing) throw data(null, { status: 404 });
  return { slug: landing.slug };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const landing = loaderData && findServiceLanding(loaderData.slug);
  if (!landing) return [];
  const site = siteIdentity(matches);
  const path = `/${landing.slug}`;
  return [
    ...pageMeta(site, {
      title: landing.title,
      description: landing.description,
      keywords: landing.keywords,
      path,
    }),
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
  return <ServiceLandingPage landing={findServiceLanding(loaderData.slug)!} categoryHref={categoryHref} />;
}
