import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/support-apps";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Mobil Uygulamalar",
    description: "Kameralarınızı, alarm sisteminizi ve görüntülü diafonunuzu telefondan izlemek ve yönetmek için Android ve iOS uygulamaları.",
    keywords: "kamera izleme uygulaması, mobil alarm uygulaması, android, ios",
    path: "/destek/uygulamalar",
  });

export default function SupportAppsPage() {
  return <PageHeading title="Mobil Uygulamalar" intro="Sisteminizi cebinizden izleyin: canlı görüntü, kayıt oynatma ve anlık bildirimler için mobil uygulamalar." breadcrumbs={[{ label: "Destek", to: "/destek" }]} />;
}
