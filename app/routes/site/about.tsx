import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Hakkımızda",
    description: "2018'de kurulan, sektörde 20 yılı aşkın deneyime sahip ekibiyle Kocaeli'de güvenlik ve network sistemleri kuran firmamızı tanıyın.",
    keywords: "kocaeli güvenlik firması, hakkımızda, iso 9001, iso 27001, güvenlik sistemleri",
    path: "/hakkimizda",
  });

export default function AboutPage() {
  return <PageHeading title="Hakkımızda" intro="2018'den bu yana Kocaeli'de; sektörde 20 yılı aşkın deneyime sahip ekibimizle güvenlik, network ve haberleşme sistemleri kuruyoruz." />;
}
