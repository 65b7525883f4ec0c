import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/terms-of-use";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Kullanım Koşulları",
    description: "Web sitemizin kullanımına, içeriklerin telif haklarına, ürün bilgilerinin doğruluğuna ve sorumluluğun sınırlarına ilişkin koşullar.",
    keywords: "kullanım koşulları, site kullanımı",
    path: "/kullanim-kosullari",
  });

export default function TermsOfUsePage() {
  return <PageHeading title="Kullanım Koşulları" intro="Bu web sitesini kullanırken geçerli olan koşullar." />;
}
