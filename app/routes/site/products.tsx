import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/products";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Ürünler",
    description: "Güvenlik kamerası, kayıt cihazı, network, alarm, yangın algılama, santral ve erişim kontrol ürünlerini kategori ve markaya göre inceleyin.",
    keywords: "güvenlik kamerası, ip kamera, nvr, switch, alarm paneli, yangın dedektörü, kocaeli",
    path: "/urunler",
  });

export default function ProductsPage() {
  return <PageHeading title="Ürünler" intro="Kamera, network, alarm, yangın algılama ve haberleşme sistemlerinde projeye uygun ürünleri kategori ve markaya göre inceleyin." />;
}
