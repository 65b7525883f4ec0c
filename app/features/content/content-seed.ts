import { ABOUT_SEED } from "#app/content/about";
import { HOME_SEED } from "#app/content/home";
import { SERVICES_PAGE_SEED } from "#app/content/services";
import { SUPPORT_HUB_SEED } from "#app/content/support-faq";
import { KVKK_NOTICE, PRIVACY_POLICY, TERMS_OF_USE, type LegalDocument } from "#app/content/legal";
import type { LegalDocumentData } from "./documents";
import type { SeedDocument } from "./content.server";

/*
 * The demo content: today's files in app/content/ as documents (ADR 041). A database gets each one
 * that it lacks at start-up; after that staff own the text and these files are only the seed.
 */

function legalSeed(document: LegalDocument, seo: { metaDescription: string; keywords: string }): LegalDocumentData {
  type TextBlock = LegalDocumentData["blocks"][number];
  const blocks = document.sections.flatMap((section): TextBlock[] => [
    { type: "heading", id: section.id, text: section.heading },
    ...section.blocks.map((block): TextBlock => (typeof block === "string" ? { type: "paragraph", text: block } : { type: "list", items: [...block.list] })),
  ]);
  return { title: document.title, intro: document.intro, updatedAt: document.updatedAt, ...seo, blocks };
}

export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  {
    key: "page/destek",
    kind: "support",
    path: "/destek",
    data: {
      ...SUPPORT_HUB_SEED,
      metaDescription: "PC yazılımları, mobil uygulamalar, HDD kapasite hesaplama ve sık sorulan sorular: kurduğumuz sistemler için teknik destek merkezi.",
      keywords: "teknik destek, cms yazılımı, mobil izleme uygulaması, hdd hesaplama",
    },
  },
  {
    key: "site/ana-sayfa",
    kind: "home",
    path: "/",
    data: {
      ...HOME_SEED,
      title: "Ana Sayfa",
      metaDescription: "Kocaeli ve ilçelerinde güvenlik kamerası, alarm, yangın algılama, network, santral ve erişim kontrol sistemleri: ücretsiz keşif, kurulum ve 7/24 destek.",
      keywords: "kocaeli güvenlik sistemleri, güvenlik kamerası, alarm sistemleri, yangın algılama, izmit, gebze",
    },
  },
  {
    key: "page/hizmetlerimiz",
    kind: "services",
    path: "/hizmetlerimiz",
    data: {
      ...SERVICES_PAGE_SEED,
      metaDescription:
        "Güvenlik kamerası, yangın alarm, network altyapı, santral, akıllı bina, hırsız alarm, erişim kontrol ve anons sistemlerinde keşif, kurulum ve bakım.",
      keywords: "güvenlik kamera kurulumu, yangın alarm, network altyapı, santral, erişim kontrol, kocaeli",
    },
  },
  {
    key: "page/hakkimizda",
    kind: "about",
    path: "/hakkimizda",
    data: {
      ...ABOUT_SEED,
      metaDescription: "2018'de kurulan, sektörde 20 yılı aşkın deneyime sahip ekibiyle Kocaeli'de güvenlik ve network sistemleri kuran firmamızı tanıyın.",
      keywords: "kocaeli güvenlik firması, hakkımızda, iso 9001, iso 27001, güvenlik sistemleri",
    },
  },
  {
    key: "legal/gizlilik-politikasi",
    kind: "legal",
    path: "/gizlilik-politikasi",
    data: legalSeed(PRIVACY_POLICY, {
      metaDescription: "Web sitemizde hangi kişisel verileri topladığımızı, nasıl kullandığımızı ve koruduğumuzu, çerezleri ve haklarınızı açıklayan gizlilik politikası.",
      keywords: "gizlilik politikası, kişisel veriler, çerezler",
    }),
  },
  {
    key: "legal/kullanim-kosullari",
    kind: "legal",
    path: "/kullanim-kosullari",
    data: legalSeed(TERMS_OF_USE, {
      metaDescription: "Web sitemizin kullanımına, içeriklerin telif haklarına, ürün bilgilerinin doğruluğuna ve sorumluluğun sınırlarına ilişkin koşullar.",
      keywords: "kullanım koşulları, site kullanımı",
    }),
  },
  {
    key: "legal/kvkk",
    kind: "legal",
    path: "/kvkk",
    data: legalSeed(KVKK_NOTICE, {
      metaDescription: "6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamında, iletişim formu ve bülten aracılığıyla işlenen kişisel verilere ilişkin aydınlatma metni.",
      keywords: "kvkk, aydınlatma metni, kişisel verilerin korunması",
    }),
  },
];
