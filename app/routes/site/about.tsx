import { PageHeading } from "#app/components/layout/page-heading";
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
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { telHref } from "#app/domain/site-settings";
import { siteTokenValues } from "#app/domain/site-tokens";
import { useSiteData } from "#app/domain/use-site-data";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/about";

/** No React in the browser: the client marquee's controls run on the enhancement script (ADR 027). */
export const handle: RouteHandle = { scripts: "enhance" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Hakkımızda",
    description:
      "2018'de kurulan, sektörde 20 yılı aşkın deneyime sahip ekibiyle Kocaeli'de güvenlik ve network sistemleri kuran firmamızı tanıyın.",
    keywords: "kocaeli güvenlik firması, hakkımızda, iso 9001, iso 27001, güvenlik sistemleri",
    path: "/hakkimizda",
  });

export default function AboutPage() {
  const { settings } = useSiteData();
  return (
    <>
      <PageHeading
        title="Hakkımızda"
        intro="2018'den bu yana Kocaeli'de; sektörde 20 yılı aşkın deneyime sahip ekibimizle güvenlik, network ve haberleşme sistemleri kuruyoruz."
      />

      <section aria-labelledby="clients-heading" className="mx-auto max-w-content px-6 pt-16 pb-4">
        <h2 id="clients-heading" className="text-3xl font-bold">
          Bizi Tercih Edenler
        </h2>
        <p className="mt-3 mb-8 text-lg text-slate-700">
          Kocaeli'nin dört bir yanında fabrikalar, siteler, okullar ve iş yerleri güvenliklerini bize emanet ediyor.
        </p>
        <ClientMarquee />
      </section>

      <CompanyStory tokens={siteTokenValues(settings)} />
      <Certificates />
      <ThankYouLetters />
      <CompanyValues />
      <CompanyFigures />
      <MissionVision />
      <AboutCallToAction phone={settings.phonePrimary} phoneHref={telHref(settings.phonePrimary)} />
    </>
  );
}
