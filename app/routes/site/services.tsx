import { PageHeading } from "#app/components/layout/page-heading";
import { contentPageResponse, loadContentPage } from "#app/composition/content-page.server";
import { contentPageMeta } from "#app/features/seo/page-meta";
import { ServiceGrid } from "#app/features/services/service-grid";
import type { Route } from "./+types/services";

/** The services page as staff last published it (or a draft's preview, ADR 041); the dialog reads the services from the loader data. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, preview } = await loadContentPage(request, context, "page/hizmetlerimiz", "services");
  return contentPageResponse({ page, preview }, preview);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => contentPageMeta(matches, loaderData, "/hizmetlerimiz");

export default function ServicesPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading title={page.title} intro={page.intro} />
      <section aria-label="Hizmet listesi" className="mx-auto max-w-content px-6 py-16">
        <ServiceGrid services={page.services} />
      </section>
    </>
  );
}
