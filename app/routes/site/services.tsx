import { PageHeading } from "#app/components/layout/page-heading";
import { contentPageResponse, loadContentPage } from "#app/composition/content-page.server";
import { staffLandingLinks } from "#app/composition/landing-pages.server";
import { contentPageMeta } from "#app/features/seo/page-meta";
import { LandingPageLinks } from "#app/features/services/landing-page-links";
import { serviceDetails, ServiceGrid } from "#app/features/services/service-grid";
import type { Route } from "./+types/services";

/**
 * The services page as staff last published it (or a draft's preview, ADR 041). The loader data
 * holds the cards; the details go to the server render only (the sections' markup), and the dialog
 * fetches them from `/hizmetlerimiz/ayrintilar`: the page carries them once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, preview, content } = await loadContentPage(request, context, "page/hizmetlerimiz", "services");
  context.set(serviceDetails, new Map(page.services.map((service) => [service.id, service])));
  const services = page.services.map(({ id, title, shortDescription, icon }) => ({ id, title, shortDescription, icon }));
  return contentPageResponse({ page: { ...page, services }, preview, landingPages: staffLandingLinks(content) }, preview);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => contentPageMeta(matches, loaderData, "/hizmetlerimiz");

export default function ServicesPage({ loaderData: { page, landingPages } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title={page.title} intro={page.intro} />
      <section aria-label="Hizmet listesi" className="mx-auto max-w-content px-6 py-16">
        <ServiceGrid services={page.services} />
      </section>
      <LandingPageLinks links={landingPages} />
    </>
  );
}
