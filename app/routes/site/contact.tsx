import { PageHeading } from "#app/components/layout/page-heading";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "İletişim",
    description: "Ücretsiz keşif ve fiyat teklifi için bize ulaşın: telefon, WhatsApp, e-posta ve iletişim formu. E-postalara 24 saat içinde yanıt veriyoruz.",
    keywords: "iletişim, ücretsiz keşif, fiyat teklifi, güvenlik sistemleri kocaeli",
    path: "/iletisim",
  });

export default function ContactPage() {
  return <PageHeading title="İletişim" intro="Ücretsiz keşif, fiyat teklifi ya da teknik destek için bize ulaşın; e-postalara 24 saat içinde dönüş yapıyoruz." />;
}
