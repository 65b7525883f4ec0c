import { data } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading";
import { findDistrictByPagePath } from "#app/content/districts";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/district-companies";

const SUFFIX = "-guvenlik-sirketleri";

export function loader({ request }: Route.LoaderArgs) {
  const district = findDistrictByPagePath(new URL(request.url).pathname, SUFFIX);
  if (!district) throw data(null, { status: 404 });
  return { district };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const { district } = loaderData;
  return pageMeta(siteIdentity(matches), {
    title: `${district.name} Güvenlik Şirketleri`,
    description: `${district.name} bölgesinde güvenlik şirketi seçerken nelere dikkat etmeli? Yerel ekip, hızlı servis, lisanslı ürünler ve 7/24 destekle güvenlik sistemleri.`,
    keywords: `${district.name} güvenlik şirketleri, ${district.name} güvenlik firması, ${district.name} kamera firması`,
    path: `/${district.slug}${SUFFIX}`,
  });
};

export default function DistrictCompaniesPage({ loaderData: { district } }: Route.ComponentProps) {
  return (
    <PageHeading
      title={`${district.name} Güvenlik Şirketleri`}
      intro={`${district.name} için doğru güvenlik şirketini seçmenize yardımcı olacak bilgiler ve hizmetlerimiz.`}
      breadcrumbs={[{ label: "Hizmet Bölgeleri", to: "/hizmet-bolgeleri" }]}
    />
  );
}
