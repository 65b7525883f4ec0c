import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/blog";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Blog",
    description: "Güvenlik kamerası seçimi, yangın algılama, alarm sistemleri, network altyapısı ve akıllı ev teknolojileri üzerine rehber yazılar.",
    keywords: "güvenlik blogu, kamera seçimi, yangın alarm rehberi, network",
    path: "/blog",
  });

export default function BlogPage() {
  return <PageHeading title="Blog" intro="Güvenlik ve iletişim sistemleri üzerine sahadan edindiğimiz deneyimle hazırladığımız rehber yazılar." />;
}
