import { redirect } from "react-router";
import { getServices } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { calculateHdd } from "#app/features/calculator/hdd-calculator";
import { parseHddQuery } from "#app/features/calculator/hdd-calculator.schema";
import { HddCalculatorSection } from "#app/features/calculator/hdd-calculator-section";
import { HDD_CALCULATOR_PATH, HDD_SUGGESTED_BITRATE_KEY, hddCalculatorHref } from "#app/features/calculator/hdd-calculator-url";
import { HddGuide } from "#app/features/calculator/hdd-guide";
import { hddSetupSummary } from "#app/features/calculator/hdd-quote";
import { SURVEY_PATH } from "#app/features/leads/lead-fields";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { breadcrumbList, jsonLdMeta } from "#app/features/seo/structured-data";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/hdd-calculator";

/** The free site-survey request for a CCTV setup, with the calculation as its summary (/ucretsiz-kesif reads `hizmet` and `ozet`). */
function quoteHref(summary: string): string {
  return `${SURVEY_PATH}?${new URLSearchParams({ hizmet: "cctv", ozet: summary }).toString()}`;
}

/** Rendered on the server from the address; the live result is the calculator's enhancer (ADR 027). */
export const handle: RouteHandle = { scripts: "enhance" };

/**
 * The inputs live in the URL: a calculation is server-rendered, shareable and restored by back/forward.
 * The form's post without JavaScript carries the suggested bitrate too: it is answered with a redirect
 * to the calculation's own address, with the bitrate that applies written out.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const { values, calculated } = parseHddQuery(params);
  if (calculated && params.has(HDD_SUGGESTED_BITRATE_KEY)) throw redirect(hddCalculatorHref(values));
  if (!calculated) return { values, result: null, quoteHref: null };
  const result = calculateHdd(values);
  const calculationUrl = `${getServices(context).siteOrigin}${hddCalculatorHref(result.values)}`;
  return { values, result, quoteHref: quoteHref(hddSetupSummary(result, calculationUrl)) };
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
