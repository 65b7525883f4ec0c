import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Gizlilik Politikası",
    description: "Web sitemizde hangi kişisel verileri topladığımızı, nasıl kullandığımızı ve koruduğumuzu, çerezleri ve haklarınızı açıklayan gizlilik politikası.",
    keywords: "gizlilik politikası, kişisel veriler, çerezler",
    path: "/gizlilik-politikasi",
  });

export default function PrivacyPolicyPage() {
  return <PageHeading title="Gizlilik Politikası" intro="Kişisel verilerinizi nasıl topladığımızı, kullandığımızı ve koruduğumuzu açıklıyoruz." />;
}
