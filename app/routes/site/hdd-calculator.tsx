import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/hdd-calculator";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "HDD Hesaplama",
    description: "Kamera sayısı, çözünürlük, sıkıştırma ve kayıt süresine göre güvenlik kamerası kaydı için gereken disk kapasitesini ücretsiz hesaplayın.",
    keywords: "hdd hesaplama, disk kapasitesi hesaplama, kamera kayıt süresi, nvr disk",
    path: "/hdd-hesaplama",
  });

export default function HddCalculatorPage() {
  return <PageHeading title="HDD Hesaplama" intro="Kamera sayınızı, çözünürlüğü ve kayıt süresini girin; kayıt cihazınız için gereken disk kapasitesini hesaplayın." breadcrumbs={[{ label: "Destek", to: "/destek" }]} />;
}
