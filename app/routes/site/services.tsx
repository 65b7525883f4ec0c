import { PageHeading } from "#app/components/layout/page-heading";
import { SERVICES } from "#app/content/services";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { ServiceGrid } from "#app/features/services/service-grid";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Hizmetlerimiz",
    description:
      "Güvenlik kamerası, yangın alarm, network altyapı, santral, akıllı bina, hırsız alarm, erişim kontrol ve anons sistemlerinde keşif, kurulum ve bakım.",
    keywords: "güvenlik kamera kurulumu, yangın alarm, network altyapı, santral, erişim kontrol, kocaeli",
    path: "/hizmetlerimiz",
  });

export default function ServicesPage() {
  return (
    <>
      <PageHeading
        title="Hizmetlerimiz"
        intro="Keşiften projelendirmeye, kurulumdan bakıma kadar güvenlik ve iletişim altyapınızın her adımında yanınızdayız."
      />
      <section aria-label="Hizmet listesi" className="mx-auto max-w-content px-6 py-16">
        <ServiceGrid services={SERVICES} />
      </section>
    </>
  );
}
