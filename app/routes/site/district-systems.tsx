import { data } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading";
import { findDistrictByPagePath } from "#app/content/districts";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/district-systems";

const SUFFIX = "-guvenlik-sistemleri";

export function loader({ request }: Route.LoaderArgs) {
  const district = findDistrictByPagePath(new URL(request.url).pathname, SUFFIX);
  if (!district) throw data(null, { status: 404 });
  return { district };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { district } = loaderData;
  return pageMeta(siteIdentity(matches), {
    title: `${district.name} Güvenlik Sistemleri`,
    description: `${district.name} için güvenlik kamerası, alarm, yangın algılama, network ve erişim kontrol sistemleri: ücretsiz keşif, projelendirme, kurulum ve 7/24 teknik destek.`,
    keywords: `${district.name} güvenlik sistemleri, ${district.name} kamera sistemleri, ${district.name} alarm sistemleri`,
    path: `/${district.slug}${SUFFIX}`,
  });
};

export default function DistrictSystemsPage({ loaderData: { district } }: Route.ComponentProps) {
  return (
    <PageHeading
      title={`${district.name} Güvenlik Sistemleri`}
      intro={`${district.name} genelinde konut, site, iş yeri ve sanayi tesisleri için güvenlik kamerası, alarm ve yangın algılama sistemleri kuruyoruz.`}
      breadcrumbs={[{ label: "Hizmet Bölgeleri", to: "/hizmet-bolgeleri" }]}
    />
  );
}
