import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/services";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Hizmetlerimiz",
    description: "Güvenlik kamerası, yangın alarm, network altyapı, santral, akıllı bina, hırsız alarm, erişim kontrol ve anons sistemlerinde keşif, kurulum ve bakım.",
    keywords: "güvenlik kamera kurulumu, yangın alarm, network altyapı, santral, erişim kontrol, kocaeli",
    path: "/hizmetlerimiz",
  });

export default function ServicesPage() {
  return <PageHeading title="Hizmetlerimiz" intro="Keşiften projelendirmeye, kurulumdan bakıma kadar güvenlik ve iletişim altyapınızın her adımında yanınızdayız." />;
}
