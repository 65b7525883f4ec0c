import { ABOUT_SEED } from "#app/content/about";
import { COMPANIES_PAGE_DISTRICTS, companiesPageMeta, systemsPageMeta, type District, type LandingPageMeta } from "#app/content/districts";
import { LANDING_COPY_SEED } from "#app/content/landing-copy";
import { SERVICE_LANDINGS } from "#app/content/service-landings";
import { HOME_SEED } from "#app/content/home";
import { SERVICES_PAGE_SEED } from "#app/content/services";
import { SUPPORT_HUB_SEED } from "#app/content/support-faq";
import { KVKK_NOTICE, PRIVACY_POLICY, TERMS_OF_USE, type LegalDocument } from "#app/content/legal";
import type { DocumentData, LegalDocumentData } from "./documents";
import type { SeedDocument } from "./content.server";
import { DISTRICT_COPY_KEY } from "./published-page.server";

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

function districtSeed(district: District, page: LandingPageMeta): SeedDocument {
  const { slug: _slug, hasSystemsPage: _hasSystemsPage, ...text } = district;
  const data: DocumentData<"district-systems"> = { ...text, title: page.title, metaDescription: page.description, keywords: page.keywords, sites: [...text.sites], areas: [...text.areas], solutions: [...text.solutions], faq: [...text.faq] };
  return { key: `ilce${page.path}`, kind: page.path.endsWith("-sistemleri") ? "district-systems" : "district-companies", path: page.path, data };
}

/** The 24 district pages: the 11 systems pages, then the 13 companies pages (Kocaeli first), the order the hub lists them in. */
const DISTRICT_SEEDS = [
  ...COMPANIES_PAGE_DISTRICTS.filter((district) => district.hasSystemsPage).map((district) => districtSeed(district, systemsPageMeta(district))),
  ...COMPANIES_PAGE_DISTRICTS.map((district) => districtSeed(district, companiesPageMeta(district))),
];

/** The district links in the order the pages listed them before they were documents: the districts' own. */
const inDistrictOrder = (slugs: readonly string[]) => COMPANIES_PAGE_DISTRICTS.map((district) => district.slug).filter((slug) => slugs.includes(slug));

const LANDING_SEEDS = SERVICE_LANDINGS.map(({ slug, ...landing }): SeedDocument => ({
  key: `hizmet/${slug}`,
  kind: "service-landing",
  path: `/${slug}`,
  data: { ...landing, body: [...landing.body], features: [...landing.features], usageAreas: [...landing.usageAreas], districtSlugs: inDistrictOrder(landing.districtSlugs) },
}));

export const SEED_DOCUMENTS: readonly SeedDocument[] = [
  ...DISTRICT_SEEDS,
  ...LANDING_SEEDS,
  {
    key: DISTRICT_COPY_KEY,
    kind: "district-copy",
    // No page of its own (a preview of any district page shows its draft); the address only has to be unique.
    path: "/hizmet-bolgeleri/ortak-metinler",
    data: { title: "İlçe sayfalarının ortak metinleri", ...LANDING_COPY_SEED } satisfies DocumentData<"district-copy">,
  },
  {
    key: "page/hizmet-bolgeleri",
    kind: "service-areas",
    path: "/hizmet-bolgeleri",
    data: {
      title: "Hizmet Bölgeleri",
      intro: "İzmit'teki merkezimizden Kocaeli'nin tüm ilçelerine keşif, kurulum ve servis hizmeti veriyoruz.",
      metaDescription:
        "İzmit merkezli ekibimizle Kocaeli'nin 12 ilçesinde güvenlik kamerası, alarm ve yangın algılama sistemleri kuruyoruz; ilçenizin sayfasına göz atın.",
      keywords: COMPANIES_PAGE_DISTRICTS.map((district) => `${district.name.toLocaleLowerCase("tr")} güvenlik sistemleri`).join(", "),
    },
  },
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
