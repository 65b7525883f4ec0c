import { getAppContext } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { calculateHdd } from "#app/features/calculator/hdd-calculator";
import { parseHddQuery } from "#app/features/calculator/hdd-calculator.schema";
import { HddCalculatorSection } from "#app/features/calculator/hdd-calculator-section";
import { HDD_CALCULATOR_PATH, hddCalculatorHref } from "#app/features/calculator/hdd-calculator-url";
import { HddGuide } from "#app/features/calculator/hdd-guide";
import { hddQuoteMessage } from "#app/features/calculator/hdd-quote";
import type { ContactSubject } from "#app/features/contact/contact-messages";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, jsonLdMeta } from "#app/features/seo/structured-data";
import type { Route } from "./+types/hdd-calculator";

/** The contact form pre-filled for a quote (/iletisim reads `konu` and `mesaj`). */
function quoteHref(message: string): string {
  const subject: ContactSubject = "fiyat-teklifi";
  return `/iletisim?${new URLSearchParams({ konu: subject, mesaj: message }).toString()}`;
}

// The inputs live in the URL: a calculation is server-rendered, shareable and restored by back/forward.
export function loader({ request, context }: Route.LoaderArgs) {
  const { values, calculated } = parseHddQuery(new URL(request.url).searchParams);
  if (!calculated) return { values, result: null, quoteHref: null };
  const result = calculateHdd(values);
  const calculationUrl = `${getAppContext(context).siteOrigin}${hddCalculatorHref(result.values)}`;
  return { values, result, quoteHref: quoteHref(hddQuoteMessage(result, calculationUrl)) };
}

// Every calculation's address shares the one canonical page (the query is left out of it).
export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteIdentity(matches);
  return [
    ...pageMeta(site, {
      title: "HDD Hesaplama",
      description: "Kamera sayısı, çözünürlük, sıkıştırma ve kayıt süresine göre güvenlik kamerası kaydı için gereken disk kapasitesini ücretsiz hesaplayın.",
      keywords: "hdd hesaplama, disk kapasitesi hesaplama, kamera kayıt süresi, nvr disk",
      path: HDD_CALCULATOR_PATH,
    }),
    jsonLdMeta(site.siteOrigin, HDD_CALCULATOR_PATH, [
      breadcrumbList(site.siteOrigin, [
        { name: "Ana Sayfa", path: "/" },
        { name: "Destek", path: "/destek" },
        { name: "HDD Hesaplama", path: HDD_CALCULATOR_PATH },
      ]),
    ]),
  ];
};

export default function HddCalculatorPage({ loaderData: { values, result, quoteHref } }: Route.ComponentProps) {
  return (
    <>
      <PageHeading
        title="HDD Hesaplama"
        intro="Kamera sayınızı, çözünürlüğü ve kayıt süresini girin; kayıt cihazınız için gereken disk kapasitesini hesaplayın."
        breadcrumbs={[{ label: "Destek", to: "/destek" }]}
      />
      <HddCalculatorSection values={values} result={result} quoteHref={quoteHref} />
      <HddGuide />
    </>
  );
}
