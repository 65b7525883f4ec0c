import { SiteLink } from "#app/components/ui/site-link";
import { PageHeading } from "#app/components/layout/page-heading";
import { FaqList } from "#app/components/ui/faq-list";
import { contentPageResponse, loadContentPage } from "#app/composition/content-page.server";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, faqPage, jsonLdMeta } from "#app/features/seo/structured-data";
import { telHref, whatsappHref } from "#app/domain/site-settings";
import { SupportContactChannels, SupportHubLinks } from "#app/features/support/support-hub";
import { useSiteData } from "#app/domain/use-site-data";
import type { Route } from "./+types/support";

const PATH = "/destek";

/** The support hub as staff last published it (or a draft's preview, ADR 041). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, preview } = await loadContentPage(request, context, "page/destek", "support");
  return contentPageResponse({ page, preview }, preview);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteIdentity(matches);
  if (!loaderData) return [];
  const { page, preview } = loaderData;
  return [
    ...pageMeta(site, { title: page.title, description: page.metaDescription, keywords: page.keywords || undefined, path: PATH, noindex: preview }),
    jsonLdMeta(site.siteOrigin, PATH, [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: page.title, path: PATH },
      ]),
      faqPage(page.faq),
    ]),
  ];
};

export default function SupportPage({ loaderData: { page } }: Route.ComponentProps) {
  const { settings } = useSiteData();
  return (
    <>
      <PageHeading title={page.title} intro={page.intro} />
      <section aria-labelledby="support-resources-heading" className="mx-auto max-w-content px-6 py-12">
        <h2 id="support-resources-heading" className="text-2xl font-bold">
          {page.resourcesHeading}
        </h2>
        <SupportHubLinks />
      </section>
      <section aria-labelledby="support-channels-heading" className="bg-navy-50">
        <div className="mx-auto max-w-content px-6 py-12">
          <h2 id="support-channels-heading" className="text-2xl font-bold">
            {page.channelsHeading}
          </h2>
          <SupportContactChannels
            phone={{ label: settings.phonePrimary, href: telHref(settings.phonePrimary) }}
            email={{ label: settings.email, href: `mailto:${settings.email}` }}
            whatsappHref={whatsappHref(settings.whatsappNumber, "Merhaba, teknik destek almak istiyorum.")}
          />
        </div>
      </section>
      <section aria-labelledby="support-faq-heading" className="mx-auto max-w-content px-6 py-12">
        <h2 id="support-faq-heading" className="text-2xl font-bold">
          {page.faqHeading}
        </h2>
        <div className="mt-8">
          <FaqList items={page.faq} />
        </div>
      </section>
      <section className="mx-auto flex max-w-content flex-col items-start justify-between gap-6 px-6 pb-16 md:flex-row md:items-center">
        <div>
          <h2 className="text-2xl font-bold">{page.closing.title}</h2>
          <p className="mt-2 text-slate-700">{page.closing.text}</p>
        </div>
        <SiteLink to="/iletisim" className="inline-flex rounded-md bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700">
          İletişime Geçin
        </SiteLink>
      </section>
    </>
  );
}
