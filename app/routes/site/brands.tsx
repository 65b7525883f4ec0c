import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/brands";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Markalar",
    description: "Çalıştığımız güvenlik kamerası, network, yangın algılama, alarm ve haberleşme markaları; her markanın ürünlerine tek tıkla ulaşın.",
    keywords: "güvenlik markaları, kamera markaları, network markaları, yangın alarm markaları",
    path: "/markalar",
  });

export default function BrandsPage() {
  return <PageHeading title="Markalar" intro="Projelerimizde güvenle kullandığımız üretici markaları ve ürün grupları." />;
}
