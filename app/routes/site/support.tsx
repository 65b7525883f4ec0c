import { Link } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading";
import { FaqList } from "#app/components/ui/faq-list";
import { SUPPORT_FAQ } from "#app/content/support-faq";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, faqPage, jsonLdMeta } from "#app/features/seo/structured-data";
import { telHref, whatsappHref } from "#app/domain/site-settings";
import { SupportContactChannels, SupportHubLinks } from "#app/features/support/support-hub";
import { useSiteData } from "#app/domain/use-site-data";
import type { Route } from "./+types/support";

const PATH = "/destek";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteIdentity(matches);
  return [
    ...pageMeta(site, {
      title: "Destek",
      description: "PC yazılımları, mobil uygulamalar, HDD kapasite hesaplama ve sık sorulan sorular: kurduğumuz sistemler için teknik destek merkezi.",
      keywords: "teknik destek, cms yazılımı, mobil izleme uygulaması, hdd hesaplama",
      path: PATH,
    }),
    jsonLdMeta(site.siteOrigin, PATH, [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Destek", path: PATH },
      ]),
      faqPage(SUPPORT_FAQ),
    ]),
  ];
};

export default function SupportPage() {
  const { settings } = useSiteData();
  return (
    <>
      <PageHeading
        title="Destek"
        intro="Yazılımlar, mobil uygulamalar ve sık sorulan sorularla sisteminizden en iyi şekilde yararlanın; 7/24 telefon desteği ve 24 saat içinde e-posta yanıtı."
      />
      <section aria-labelledby="support-resources-heading" className="mx-auto max-w-content px-6 py-12">
        <h2 id="support-resources-heading" className="text-2xl font-bold">
          Destek Kaynakları
        </h2>
        <SupportHubLinks />
      </section>
      <section aria-labelledby="support-channels-heading" className="bg-navy-50">
        <div className="mx-auto max-w-content px-6 py-12">
          <h2 id="support-channels-heading" className="text-2xl font-bold">
            Hızlı İletişim
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
          Sık Sorulan Sorular
        </h2>
        <div className="mt-8">
          <FaqList items={SUPPORT_FAQ} />
        </div>
      </section>
      <section className="mx-auto flex max-w-content flex-col items-start justify-between gap-6 px-6 pb-16 md:flex-row md:items-center">
        <div>
          <h2 className="text-2xl font-bold">Sorunuzun yanıtını bulamadınız mı?</h2>
          <p className="mt-2 text-slate-700">Formu doldurun, teknik ekibimiz size en kısa sürede dönsün.</p>
        </div>
        <Link to="/iletisim" className="inline-flex rounded-md bg-accent-600 px-5 py-3 font-semibold text-white hover:bg-accent-700">
          İletişime Geçin
        </Link>
      </section>
    </>
  );
}
