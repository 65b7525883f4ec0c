import { TERMS_OF_USE } from "#app/content/legal";
import { LegalPage } from "#app/features/legal/legal-page";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/terms-of-use";

/** Plain HTML: links, `<details>` menus and FAQ work without JavaScript (ADR 017). */
export const handle: RouteHandle = { scripts: false };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: TERMS_OF_USE.title,
    description: "Web sitemizin kullanımına, içeriklerin telif haklarına, ürün bilgilerinin doğruluğuna ve sorumluluğun sınırlarına ilişkin koşullar.",
    keywords: "kullanım koşulları, site kullanımı",
    path: "/kullanim-kosullari",
  });

export default function TermsOfUsePage() {
  return <LegalPage document={TERMS_OF_USE} />;
}
