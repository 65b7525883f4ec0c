import { KVKK_NOTICE } from "#app/content/legal";
import { LegalPage } from "#app/features/legal/legal-page";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/kvkk";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: KVKK_NOTICE.title,
    description: "6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında, iletişim formu ve bülten aracılığıyla işlenen kişisel verilere ilişkin aydınlatma metni.",
    keywords: "kvkk, aydınlatma metni, kişisel verilerin korunması",
    path: "/kvkk",
  });

export default function KvkkPage() {
  return <LegalPage document={KVKK_NOTICE} />;
}
