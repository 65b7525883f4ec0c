import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/kvkk";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "KVKK Aydınlatma Metni",
    description: "6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında, iletişim formu ve bülten aracılığıyla işlenen kişisel verilere ilişkin aydınlatma metni.",
    keywords: "kvkk, aydınlatma metni, kişisel verilerin korunması",
    path: "/kvkk",
  });

export default function KvkkPage() {
  return <PageHeading title="KVKK Aydınlatma Metni" intro="6698 sayılı Kanun kapsamında kişisel verilerinizin işlenmesine ilişkin aydınlatma metni." />;
}
