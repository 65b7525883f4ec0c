import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/service-areas";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Hizmet Bölgeleri",
    description: "İzmit merkezli ekibimizle Kocaeli'nin 12 ilçesinde güvenlik kamerası, alarm ve yangın algılama sistemleri kuruyoruz; ilçenizin sayfasına göz atın.",
    keywords: "kocaeli hizmet bölgeleri, gebze, izmit, darıca, körfez güvenlik sistemleri",
    path: "/hizmet-bolgeleri",
  });

export default function ServiceAreasPage() {
  return <PageHeading title="Hizmet Bölgeleri" intro="İzmit'teki merkezimizden Kocaeli'nin tüm ilçelerine keşif, kurulum ve servis hizmeti veriyoruz." />;
}
