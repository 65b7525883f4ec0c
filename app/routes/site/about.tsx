import { PageHeading } from "#app/components/layout/page-heading";
import { contentPageResponse, loadContentPage } from "#app/composition/content-page.server";
import {
  AboutCallToAction,
  Certificates,
  CompanyFigures,
  CompanyStory,
  CompanyValues,
  MissionVision,
  ThankYouLetters,
} from "#app/features/about/about-sections";
import { ClientMarquee } from "#app/features/about/client-marquee";
import { contentPageMeta } from "#app/features/seo/page-meta";
import { telHref } from "#app/domain/site-settings";
import { siteTokenValues } from "#app/domain/site-tokens";
import { useSiteData } from "#app/domain/use-site-data";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/about";

/** No React in the browser: the client marquee's controls run on the enhancement script (ADR 027). */
export const handle: RouteHandle = { scripts: "enhance" };

/** The corporate page as staff last published it (or a draft's preview, ADR 041). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, preview } = await loadContentPage(request, context, "page/hakkimizda", "about");
  return contentPageResponse({ page, preview }, preview);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => contentPageMeta(matches, loaderData, "/hakkimizda");

export default function AboutPage({ loaderData: { page } }: Route.ComponentProps) {
  const { settings } = useSiteData();
  return (
    <>
      <PageHeading title={page.title} intro={page.intro} />

      <section aria-labelledby="clients-heading" className="mx-auto max-w-content px-6 pt-16 pb-4">
        <h2 id="clients-heading" className="text-3xl font-bold">
          {page.clientsHeading}
        </h2>
        <p className="mt-3 mb-8 text-lg text-slate-700">{page.clientsText}</p>
        <ClientMarquee />
      </section>

      <CompanyStory story={page.story} tokens={siteTokenValues(settings)} />
      <Certificates content={page} />
      <ThankYouLetters content={page} />
      <CompanyValues content={page} />
      <CompanyFigures figures={page.figures} />
      <MissionVision mission={page.mission} vision={page.vision} />
      <AboutCallToAction {...page.callToAction} phone={settings.phonePrimary} phoneHref={telHref(settings.phonePrimary)} />
    </>
  );
}
