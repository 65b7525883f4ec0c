import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/support-software";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "PC Yazılımları",
    description: "Kamera izleme (CMS), kayıt cihazı yapılandırma, IP tarama ve alarm programlama yazılımlarını indirin; Windows için güncel sürümler.",
    keywords: "cms yazılımı, nvr yazılımı, ip kamera bulma programı, alarm programlama",
    path: "/destek/yazilimlar",
  });

export default function SupportSoftwarePage() {
  return <PageHeading title="PC Yazılımları" intro="Bilgisayarınızdan kameralarınızı izlemek ve cihazlarınızı yapılandırmak için gereken yazılımlar." breadcrumbs={[{ label: "Destek", to: "/destek" }]} />;
}
