import { z } from "zod";
import { ABOUT_ICON_NAMES, type AboutContent } from "#app/content/about";
import { BRAND_STRIP_CHOICES, HOME_SERVICE_ICONS, type BrandStripChoice, type HomeContent } from "#app/content/home";
import { DISTRICTS, SOLUTION_CATEGORIES, type District } from "#app/content/districts";
import type { LandingCopy } from "#app/content/landing-copy";
import { LANDING_COPY_PLACEHOLDERS, unknownPlaceholders } from "#app/domain/landing-placeholders";
import type { ServiceLanding } from "#app/content/service-landings";
import { SERVICE_ICON_NAMES, SURVEY_SERVICE_VALUES, type ServicesPageContent } from "#app/content/services";
import type { SupportHubContent } from "#app/content/support-faq";
import { imageField, isSiteImage, SCRIPT_LIKE, isSiteVideo, istanbulTimeField, knownTokensOnly, linkField, textBlocksSchema, textField } from "./blocks";

/*
 * The kinds of content document (ADR 041): what a document of each kind holds besides its blocks.
 * The URL table stays code: a kind's documents are served by the routes written for it.
 */

/** A text that ends up in the head (title, meta description) as well: no `<` or `>` either. */
const field = (label: string, max: number) =>
  textField(label, max)
    .refine((value) => !/[<>]/.test(value), `${label} < veya > içeremez.`)
    .describe(label);

const keywordsField = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Anahtar kelimeler en fazla ${max} karakter olabilir.`)
    .refine((value) => !/[<>]/.test(value), "Anahtar kelimeler < veya > içeremez.")
    .refine((value) => !SCRIPT_LIKE.test(value), "Anahtar kelimeler betik, iframe veya javascript: bağlantısı içeremez.");

/** Search-engine fields every page has. */
const seoFields = {
  metaDescription: field("Meta açıklama", 320),
  keywords: keywordsField(300),
};

/** A legal text (privacy policy, terms of use, KVKK notice): a heading block opens each section. */
export const legalDocumentSchema = z.strictObject({
  title: field("Başlık", 120),
  intro: field("Giriş metni", 600),
  updatedAt: z.iso.date({ error: "Son güncelleme tarihi YYYY-AA-GG biçiminde olmalı." }),
  ...seoFields,
  blocks: textBlocksSchema.refine((blocks) => blocks[0]?.type === "heading", "Metin bir ara başlıkla başlamalı: her bölüm bir ara başlıkla açılır."),
});

const list = <T extends z.ZodType>(item: T, label: string, max: number) =>
  z.array(item).min(1, `En az bir ${label} gerekli.`).max(max, `En fazla ${max} ${label} eklenebilir.`);
const figure = z.strictObject({ value: textField("Değer", 20), label: textField("Açıklama", 80) });

/** The corporate page: its sections in the page's fixed order; `{company}` and the other site tokens work in the story. */
export const aboutDocumentSchema = z.strictObject({
  title: field("Başlık", 120),
  intro: textField("Giriş metni", 600),
  ...seoFields,
  clientsHeading: textField("Referanslar başlığı", 120),
  clientsText: textField("Referanslar metni", 600),
  story: z.strictObject({
    heading: textField("Başlık", 120),
    paragraphs: list(textField("Paragraf", 2000).refine(knownTokensOnly, "Paragraf bilinmeyen bir yer tutucu içeriyor: yalnızca {company}, {address}, {email} ve {phone} kullanılabilir."), "paragraf", 10),
    highlights: list(figure, "öne çıkan bilgi", 6),
  }),
  certificatesHeading: textField("Sertifikalar başlığı", 120),
  certificatesIntro: textField("Sertifikalar girişi", 600),
  certificates: list(z.strictObject({ code: textField("Belge kodu", 40), title: textField("Belge adı", 120), text: textField("Açıklama", 800) }), "sertifika", 12),
  lettersHeading: textField("Mektuplar başlığı", 120),
  lettersIntro: textField("Mektuplar girişi", 600),
  letters: list(
    z.strictObject({
      from: textField("Gönderen", 160),
      year: z.number({ error: "Yıl gerekli." }).int("Yıl tam sayı olmalı.").min(2000, "Yıl 2000'den önce olamaz.").max(2100, "Yıl 2100'den sonra olamaz."),
      excerpt: textField("Alıntı", 1200),
    }),
    "mektup",
    20,
  ),
  valuesHeading: textField("Değerler başlığı", 120),
  values: list(z.strictObject({ title: textField("Değer", 80), text: textField("Açıklama", 600), icon: z.enum(ABOUT_ICON_NAMES, { error: "Simge listeden seçilmeli." }) }), "değer", 12),
  figures: list(figure, "rakam", 8),
  mission: textField("Misyon", 1200),
  vision: textField("Vizyon", 1200),
  callToAction: z.strictObject({ title: textField("Çağrı başlığı", 120), text: textField("Çağrı metni", 600) }),
}) satisfies z.ZodType<AboutContent>;

const brandStripKeys = Object.keys(BRAND_STRIP_CHOICES) as [BrandStripChoice, ...BrandStripChoice[]];

/** The home page: the top bar, the hero slides (in order, each with its window), the brand strip, the services grid, the figures and the call to action. */
export const homeDocumentSchema = z.strictObject({
  title: field("Başlık", 120),
  ...seoFields,
  topBarText: textField("Üst bant metni (her sayfada)", 120).optional(),
  heroHeading: textField("Slayt alanı başlığı (ekran okuyucular için)", 160),
  slides: list(
    z.strictObject({
      title: textField("Slayt başlığı", 120),
      subtitle: textField("Alt başlık", 160),
      description: textField("Açıklama", 400),
      image: imageField("Görsel"),
      brandImage: imageField("Marka görseli"),
      cta: textField("Düğme metni", 60),
      ctaLink: linkField("Düğme bağlantısı"),
      visibleFrom: istanbulTimeField("Görünür olduğu an"),
      visibleUntil: istanbulTimeField("Kalktığı an"),
    }).refine((slide) => !slide.visibleFrom || !slide.visibleUntil || slide.visibleFrom < slide.visibleUntil, {
      path: ["visibleUntil"],
      message: "Slaytın kalktığı an, görünür olduğu andan sonra olmalı.",
    }),
    "slayt",
    10,
  ),
  brandStrip: z.enum(brandStripKeys, { error: "Marka şeridi seçeneği listeden seçilmeli." }).meta({ description: "Marka şeridi", labels: BRAND_STRIP_CHOICES }).default("all"),
  brandStripSlugs: z
    .array(z.string().trim().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Marka kısa adı yalnızca küçük İngilizce harf, rakam ve tire içerebilir (ör. optivizyon).").max(80, "Marka kısa adı en fazla 80 karakter olabilir.").describe("Marka kısa adı"))
    .max(40, "En fazla 40 marka seçilebilir.")
    .describe("Seçilen markalar (kısa adlarıyla, sırasıyla)")
    .optional(),
  servicesHeading: textField("Hizmetler başlığı", 120),
  services: list(z.strictObject({ title: textField("Hizmet adı", 80), text: textField("Açıklama", 300), to: linkField("Bağlantı"), icon: z.enum(HOME_SERVICE_ICONS, { error: "Simge listeden seçilmeli." }) }), "hizmet", 12),
  figures: z.array(figure).max(8, "En fazla 8 rakam eklenebilir.").describe("Rakamlar (ör. 100+ Müşteri; boş: gösterilmez)").optional(),
  callToAction: z.strictObject({ title: textField("Çağrı başlığı", 160), text: textField("Çağrı metni", 400) }),
})
  .refine((home) => home.brandStrip !== "chosen" || (home.brandStripSlugs?.length ?? 0) > 0, {
    path: ["brandStripSlugs"],
    message: "Yalnızca seçilen markalar gösterilecekse en az bir marka kısa adı girin.",
  }) satisfies z.ZodType<HomeContent & { title: string }>;

/** The support hub: its headings, the FAQ (each answer with a page that helps further) and the closing call. */
export const supportDocumentSchema = z.strictObject({
  title: field("Başlık", 120),
  intro: textField("Giriş metni", 600),
  ...seoFields,
  resourcesHeading: textField("Kaynaklar başlığı", 120),
  channelsHeading: textField("İletişim başlığı", 120),
  faqHeading: textField("SSS başlığı", 120),
  faq: list(
    z.strictObject({
      question: textField("Soru", 300),
      answer: textField("Cevap", 3000),
      link: z.strictObject({ to: linkField("Yardımcı sayfa"), label: textField("Bağlantı metni", 80) }),
    }),
    "soru",
    40,
  ),
  closing: z.strictObject({ title: textField("Kapanış başlığı", 160), text: textField("Kapanış metni", 400) }),
}) satisfies z.ZodType<SupportHubContent>;

const category = z.enum(SOLUTION_CATEGORIES, { error: "Ürün kategorisi listeden seçilmeli." }).describe("Ürün kategorisi");

/**
 * A district landing page ('… Güvenlik Sistemleri' or '… Güvenlik Şirketleri'): the district's own
 * text; the page family's layout and shared wording stay code (app/features/landing).
 */
export const districtDocumentSchema = z.strictObject({
  title: field("Başlık", 120),
  ...seoFields,
  name: textField("İlçe adı", 40),
  locative: textField("Bulunma hâli (ör. Gebze'de)", 60),
  genitive: textField("İlgi hâli (ör. Gebze'nin)", 60),
  character: textField("İlçenin yapısı", 2000),
  securityNeeds: textField("Güvenlik ihtiyaçları", 2000),
  sites: list(textField("Yapı türü", 160), "yapı türü", 8).refine((sites) => sites.length >= 3, "En az 3 yapı türü gerekli."),
  areas: list(textField("Bölge", 80), "bölge", 8).refine((areas) => areas.length >= 2, "En az 2 bölge gerekli."),
  responseTime: textField("Müdahale süresi", 120),
  solutions: z.array(z.strictObject({ title: textField("Çözüm başlığı", 120), text: textField("Açıklama", 400), category })).max(8, "En fazla 8 çözüm eklenebilir."),
  faq: list(z.strictObject({ question: textField("Soru", 300), answer: textField("Cevap", 1500) }), "soru", 10),
  project: z.strictObject({ title: textField("Örnek iş başlığı", 160), text: textField("Örnek iş metni", 1500) }),
}) satisfies z.ZodType<Omit<District, "slug" | "hasSystemsPage"> & { title: string }>;

/** The districts whose '… Güvenlik Sistemleri' page a landing page may link to. */
const SYSTEMS_DISTRICT_SLUGS = DISTRICTS.filter((district) => district.hasSystemsPage).map((district) => district.slug) as [string, ...string[]];

/** A service landing page (the three province-wide ones, and the pages staff add from the same layout). */
export const landingDocumentSchema = z.strictObject({
  title: field("Başlık", 120),
  ...seoFields,
  intro: textField("Giriş metni", 600),
  serviceType: textField("Hizmet türü (arama motorları için)", 120),
  banner: z.strictObject({
    src: imageField("Afiş görseli"),
    width: z.number({ error: "Genişlik gerekli." }).int("Genişlik tam sayı olmalı.").min(100, "Genişlik en az 100 piksel olmalı.").max(4000, "Genişlik en fazla 4000 piksel olabilir."),
    height: z.number({ error: "Yükseklik gerekli." }).int("Yükseklik tam sayı olmalı.").min(100, "Yükseklik en az 100 piksel olmalı.").max(4000, "Yükseklik en fazla 4000 piksel olabilir."),
    alt: textField("Alternatif metin", 250),
  }),
  body: list(textField("Paragraf", 2000), "paragraf", 10),
  features: list(z.strictObject({ title: textField("Başlık", 120), text: textField("Açıklama", 400) }), "özellik", 12),
  usageAreas: list(textField("Kullanım alanı", 120), "kullanım alanı", 12),
  category,
  categoryLabel: textField("Kategori bağlantısının metni", 120),
  districtSlugs: z
    .array(z.enum(SYSTEMS_DISTRICT_SLUGS, { error: "İlçe listeden seçilmeli." }).describe("İlçe"))
    .refine((slugs) => new Set(slugs).size === slugs.length, "Her ilçe bir kez seçilebilir."),
}) satisfies z.ZodType<Omit<ServiceLanding, "slug">>;

/** The service-areas hub: its heading and search fields (a keyword per district); the districts and pages it lists are their own documents. */
export const serviceAreasDocumentSchema = z.strictObject({
  title: field("Başlık", 120),
  intro: textField("Giriş metni", 600),
  ...seoFields,
  keywords: keywordsField(600),
});

/** A text of the district pages' shared wording: the district's placeholders and the site tokens, nothing else in braces. */
const copyField = (label: string, max: number) =>
  textField(label, max)
    .refine((value) => unknownPlaceholders(value).length === 0, {
      message: `${label} bilinmeyen bir yer tutucu içeriyor: yalnızca ${LANDING_COPY_PLACEHOLDERS.map((name) => `{${name}}`).join(", ")} kullanılabilir.`,
    })
    .describe(label);

/** The wording the 24 district pages share (`site/ilce-ortak-metinleri`), with placeholders where each page's facts go. */
export const districtCopyDocumentSchema = z.strictObject({
  title: field("Başlık", 120),
  systems: z
    .strictObject({
      intro: copyField("Giriş metni", 400),
      regionHeading: copyField("Bölge başlığı", 120),
      solutionsHeading: copyField("Çözümler başlığı", 120),
      solutionLinkLabel: copyField("Çözüm bağlantısının metni", 80),
      servicesHeading: copyField("Sistemler başlığı", 120),
      services: list(z.strictObject({ title: copyField("Sistem adı", 80), text: copyField("Açıklama", 300), category }), "sistem", 12),
      usageHeading: copyField("Kullanım alanları başlığı", 120),
      areasLabel: copyField("Bölgeler etiketi", 80),
      projectHeading: copyField("Örnek proje başlığı", 160),
      whyUsHeading: copyField("Neden biz başlığı", 120),
      whyUs: list(copyField("Madde", 200), "madde", 10),
      companiesLinkHeading: copyField("Firma seçimi başlığı", 120),
      companiesLinkBefore: copyField("Şirketler sayfası bağlantısından önceki metin", 300),
      companiesLinkAfter: copyField("Şirketler sayfası bağlantısından sonraki metin", 300),
      ctaTitle: copyField("Çağrı başlığı", 120),
      ctaText: copyField("Çağrı metni", 400),
    })
    .describe("Güvenlik sistemleri sayfaları"),
  companies: z
    .strictObject({
      intro: copyField("Giriş metni", 400),
      aboutHeading: copyField("İlçe başlığı", 120),
      keyPointsHeading: copyField("Öne çıkanlar başlığı", 120),
      keyPoints: list(copyField("Madde", 200), "madde", 8),
      localHeading: copyField("Yerel güvenlik başlığı", 120),
      systemsLinkBefore: copyField("Sistemler sayfası bağlantısından önceki metin", 300),
      systemsLinkAfter: copyField("Sistemler sayfası bağlantısından sonraki metin", 300),
      whyUsHeading: copyField("Neden biz başlığı", 120),
      whyUs: list(copyField("Madde", 200), "madde", 10),
      servicesHeading: copyField("Hizmetler başlığı", 120),
      services: list(copyField("Hizmet", 120), "hizmet", 16),
      topicsHeading: copyField("Konular başlığı", 120),
      topics: list(z.strictObject({ title: copyField("Konu başlığı", 160), text: copyField("Konu metni", 1500) }), "konu", 16),
      ctaTitle: copyField("Çağrı başlığı", 120),
      ctaText: copyField("Çağrı metni", 400),
      conclusionHeading: copyField("Sonuç başlığı", 120),
      conclusion: copyField("Sonuç metni", 1200),
      othersHeading: copyField("Diğer ilçeler başlığı", 120),
      othersLabel: copyField("Diğer ilçeler listesinin adı (ekran okuyucular için)", 160),
    })
    .describe("Güvenlik şirketleri sayfaları"),
}) satisfies z.ZodType<LandingCopy & { title: string }>;

/** A picture or a clip of a service's gallery: a picture from the site's images or the media library, a clip from its videos. */
const serviceMedia = z
  .strictObject({
    type: z.enum(["image", "video"], { error: "Tür görsel (image) ya da video olmalı." }).describe("Tür"),
    // A picture's address gets the media library's picker in the editor, a clip's stays typed.
    src: z.string({ error: "Adres gerekli." }).trim().max(300, "Adres en fazla 300 karakter olabilir.").meta({ description: "Adres", input: "image-or-video" }),
    alt: textField("Alternatif metin", 250),
  })
  .refine((media) => (media.type === "image" ? isSiteImage(media.src) : isSiteVideo(media.src)), {
    path: ["src"],
    message: "Adres sitenin kendi görsellerinden (/media/… ya da /images/…) ya da videolarından (/videos/….mp4) biri olmalı.",
  });

/** The services page: its heading and the services, each with its texts, lists and gallery; a card's 'Detay' opens its dialog. */
export const servicesDocumentSchema = z.strictObject({
  title: field("Başlık", 120),
  intro: textField("Giriş metni", 600),
  ...seoFields,
  services: list(
    z.strictObject({
      id: z.number({ error: "Hizmet numarası gerekli." }).int("Hizmet numarası tam sayı olmalı.").min(1, "Hizmet numarası 1 ya da büyük olmalı.").max(999, "Hizmet numarası en fazla 999 olabilir.").describe("Hizmet numarası"),
      title: textField("Hizmet adı", 120),
      shortDescription: textField("Kısa açıklama", 300),
      fullDescription: textField("Ayrıntılı açıklama", 3000),
      icon: z.enum(SERVICE_ICON_NAMES, { error: "Simge listeden seçilmeli." }).describe("Simge"),
      category: textField("Kategori", 60),
      surveyService: z.enum(SURVEY_SERVICE_VALUES, { error: "Keşif formundaki hizmet listeden seçilmeli." }).optional().describe("Keşif formundaki hizmet"),
      features: list(textField("Özellik", 300), "özellik", 20),
      benefits: list(textField("Fayda", 300), "fayda", 20),
      media: z.array(serviceMedia).max(40, "Bir hizmette en fazla 40 görsel ya da video olabilir.").describe("Galeri"),
    }),
    "hizmet",
    24,
  ).refine((services) => new Set(services.map((service) => service.id)).size === services.length, "Her hizmetin numarası farklı olmalı.")
    .refine((services) => new Set(services.map((service) => service.title.toLocaleLowerCase("tr-TR"))).size === services.length, "Her hizmetin adı farklı olmalı: adı, sayfadaki bağlantısı olur."),
}) satisfies z.ZodType<ServicesPageContent>;

export const DOCUMENT_SCHEMAS = {
  legal: legalDocumentSchema,
  about: aboutDocumentSchema,
  home: homeDocumentSchema,
  support: supportDocumentSchema,
  "district-systems": districtDocumentSchema,
  "district-companies": districtDocumentSchema,
  "service-landing": landingDocumentSchema,
  landing: landingDocumentSchema,
  "service-areas": serviceAreasDocumentSchema,
  services: servicesDocumentSchema,
  "district-copy": districtCopyDocumentSchema,
} as const;

export type DocumentKind = keyof typeof DOCUMENT_SCHEMAS;
export type DocumentData<Kind extends DocumentKind = DocumentKind> = z.infer<(typeof DOCUMENT_SCHEMAS)[Kind]>;
export type LegalDocumentData = DocumentData<"legal">;

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  legal: "Yasal metin",
  about: "Kurumsal sayfa",
  home: "Ana sayfa",
  support: "Destek sayfası",
  "district-systems": "İlçe güvenlik sistemleri sayfası",
  "district-companies": "İlçe güvenlik şirketleri sayfası",
  "service-landing": "Hizmet tanıtım sayfası",
  landing: "Personelin eklediği tanıtım sayfası",
  "service-areas": "Hizmet bölgeleri sayfası",
  services: "Hizmetler sayfası",
  "district-copy": "İlçe sayfalarının ortak metinleri",
};

/**
 * Where "Önizle" shows a document: its own page, or, for the district pages' shared wording (no page
 * of its own), a district page, whose preview shows the wording's draft.
 */
export function previewPathOf(document: { kind: DocumentKind; path: string }): string {
  return document.kind === "district-copy" ? "/izmit-guvenlik-sistemleri" : document.path;
}

/** Whether a signed preview link (for a phone, 24 hours) can show this document: not for the shared wording, which has no page. */
export const hasPreviewLink = (kind: DocumentKind) => kind !== "district-copy";

export function isDocumentKind(kind: string): kind is DocumentKind {
  return Object.hasOwn(DOCUMENT_SCHEMAS, kind);
}
