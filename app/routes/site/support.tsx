import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Destek",
    description: "PC yazılımları, mobil uygulamalar, HDD kapasite hesaplama ve sık sorulan sorular: kurduğumuz sistemler için teknik destek merkezi.",
    keywords: "teknik destek, cms yazılımı, mobil izleme uygulaması, hdd hesaplama",
    path: "/destek",
  });

export default function SupportPage() {
  return <PageHeading title="Destek" intro="Yazılımlar, mobil uygulamalar ve sık sorulan sorularla sisteminizden en iyi şekilde yararlanın; 7/24 telefon desteği ve 24 saat içinde e-posta yanıtı." />;
}
