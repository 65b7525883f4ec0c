import { PRIVACY_POLICY } from "#app/content/legal";
import { LegalPage } from "#app/features/legal/legal-page";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/privacy-policy";

/** Plain HTML: links, `<details>` menus and FAQ work without JavaScript (ADR 017). */
export const handle: RouteHandle = { scripts: false };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: PRIVACY_POLICY.title,
    description: "Web sitemizde hangi kişisel verileri topladığımızı, nasıl kullandığımızı ve koruduğumuzu, çerezleri ve haklarınızı açıklayan gizlilik politikası.",
    keywords: "gizlilik politikası, kişisel veriler, çerezler",
    path: "/gizlilik-politikasi",
  });

export default function PrivacyPolicyPage() {
  return <LegalPage document={PRIVACY_POLICY} />;
}
