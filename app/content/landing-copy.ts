import type { SolutionCategory } from "./districts";

/*
 * The wording every district page of a family shares (issue 7), as the seed of its content
 * document `site/ilce-ortak-metinleri` (ADR 041): staff edit it in the admin. District-specific
 * text comes from each page's own document; `{ilçe}`, `{ilçede}`… stand for it and the site tokens
 * (`{company}`, `{phone}`…) for the company (app/domain/landing-placeholders.ts). Kept short so the
 * district's text dominates each page (distinctness measured by a test, docs/product.md#landing-pages).
 */

export type LandingCopy = {
  systems: {
    intro: string;
    regionHeading: string;
    solutionsHeading: string;
    solutionLinkLabel: string;
    servicesHeading: string;
    /** The six-service list, each linked to its catalogue category. */
    services: { title: string; text: string; category: SolutionCategory }[];
    usageHeading: string;
    areasLabel: string;
    projectHeading: string;
    whyUsHeading: string;
    whyUs: string[];
    companiesLinkHeading: string;
    companiesLinkBefore: string;
    companiesLinkAfter: string;
    ctaTitle: string;
    ctaText: string;
  };
  companies: {
    intro: string;
    aboutHeading: string;
    keyPointsHeading: string;
    keyPoints: string[];
    localHeading: string;
    systemsLinkBefore: string;
    systemsLinkAfter: string;
    whyUsHeading: string;
    whyUs: string[];
    servicesHeading: string;
    /** The eight-item services list (docs/product.md#fixed-lists). */
    services: string[];
    topicsHeading: string;
    /** Choosing a provider, applied to the district. */
    topics: { title: string; text: string }[];
    ctaTitle: string;
    ctaText: string;
    conclusionHeading: string;
    conclusion: string;
    othersHeading: string;
    othersLabel: string;
  };
};

/** The wording of the first release, word for word: the seed of the document. */
export const LANDING_COPY_SEED: LandingCopy = {
  systems: {
    intro: "{ilçede} ev, iş yeri ve tesisler için kamera, alarm, yangın algılama ve geçiş sistemleri: bölgenin ihtiyacına göre seçilmiş ürünler ve kurulum.",
    regionHeading: "{ilçe} ve güvenlik ihtiyaçları",
    solutionsHeading: "{ilçe} için önerdiğimiz çözümler",
    solutionLinkLabel: "İlgili ürünleri görün",
    servicesHeading: "Kurduğumuz sistemler",
    services: [
      { title: "Güvenlik Kamera Sistemleri", text: "IP ve HD analog kameralar, NVR/DVR kayıt, mobil izleme.", category: "cctv-guvenlik-cozumleri" },
      { title: "Hırsız Alarm Sistemleri", text: "Kablolu ve kablosuz paneller, dedektörler, sirenler.", category: "hirsiz-alarm-sistemleri" },
      { title: "Yangın Algılama ve İhbar", text: "Adreslenebilir ve konvansiyonel paneller, dedektörler.", category: "yangin-algilama-ve-ihbar-sistemleri" },
      { title: "Erişim Kontrol ve Diafon", text: "Kartlı ve biyometrik geçiş, turnike, görüntülü diafon.", category: "intercom-ve-erisim-kontrol-sistemleri" },
      { title: "Network ve Altyapı", text: "Switch, access point, fiber ve kabin kurulumu.", category: "network-urun-gruplari" },
      { title: "Santral ve Anons", text: "IP santral, telefon sistemleri ve seslendirme.", category: "haberlesme-ve-iletisim-cozumleri" },
    ],
    usageHeading: "Kullanım alanları",
    areasLabel: "Sık çalıştığımız bölgeler:",
    projectHeading: "Örnek proje: {örnek iş}",
    whyUsHeading: "Neden biz?",
    whyUs: [
      "{ilçede} ortalama müdahale süremiz {müdahale süresi}",
      "Ücretsiz keşif ve kalem kalem yazılı teklif",
      "Garantili, yetkili distribütör ürünleri",
      "Kurulumdan sonra kullanım eğitimi",
      "7/24 arıza hattı ve uzaktan destek",
    ],
    companiesLinkHeading: "Firma seçerken",
    companiesLinkBefore: "{ilçede} bir güvenlik firmasıyla çalışmadan önce nelere bakmanız gerektiğini",
    companiesLinkAfter: "sayfamızda anlattık.",
    ctaTitle: "Ücretsiz keşif için arayın",
    ctaText: "{bölge 1} ve çevresi dahil {ilçede} keşif randevusu ve fiyat teklifi için bize ulaşın.",
  },
  companies: {
    intro: "{ilçede} güvenlik şirketi seçerken nelere dikkat etmelisiniz? Bölgeyi tanıyan bir ekip olarak deneyimimizi paylaşıyoruz.",
    aboutHeading: "{ilçe} hakkında",
    keyPointsHeading: "Öne çıkanlar",
    keyPoints: ["Ortalama müdahale süresi: {müdahale süresi}", "Hizmet verdiğimiz bölgeler: {bölgeler}", "En sık çalıştığımız yapılar: {yapılar}"],
    localHeading: "Yerel güvenliğin önemi",
    systemsLinkBefore: "Bölgeye uygun ürün ve çözümleri",
    systemsLinkAfter: "sayfamızda bulabilirsiniz.",
    whyUsHeading: "Neden {company}?",
    whyUs: ["20 yılı aşkın saha deneyimi", "Keşif, proje, kurulum ve bakım tek ekipte", "Faturalı, garantili ürün ve yazılı iş teslimi", "7/24 ulaşılabilen teknik destek"],
    servicesHeading: "Hizmetlerimiz",
    services: [
      "Güvenlik Kamera Sistemleri",
      "Yangın Alarm Sistemleri",
      "Network ve Altyapı",
      "Telefon Santral Sistemleri",
      "Akıllı Ev & Bina Sistemleri",
      "Hırsız Alarm Sistemleri",
      "Erişim Kontrol Sistemleri",
      "Seslendirme ve Anons Sistemleri",
    ],
    topicsHeading: "Güvenlik şirketi seçerken",
    topics: [
      {
        title: "Bölgeyi tanıyan bir ekip seçin",
        text: "{ilçenin} yapısını bilen bir firma, {yapı 1} ile {yapı 2} arasındaki farkı keşifte görür ve buna göre proje çizer.",
      },
      {
        title: "Müdahale süresini sorun",
        text: "Arıza anında kaç dakikada gelindiği önemlidir. {ilçede} ortalama müdahale süremiz: {müdahale süresi}.",
      },
      {
        title: "Keşfe gelmeden teklif vermeyen firmayı tercih edin",
        text: "{bölge 1} ya da {bölge 2} fark etmez: yerinde bakılmadan verilen fiyat, eksik cihaz ya da yanlış kablolama demektir. Keşfimiz ücretsizdir.",
      },
      {
        title: "Yapı tipine göre çözüm",
        text: "{yapı 3} için önerdiğimiz sistem başka bir yapı tipine önerdiğimizle aynı olmaz; ihtiyaç listesini sizinle birlikte çıkarırız.",
      },
      {
        title: "Yazılı ve kalem kalem teklif",
        text: "Cihaz markası, modeli, adedi ve işçilik ayrı ayrı yazılmalı; sonradan sürpriz maliyet çıkmamalıdır.",
      },
      {
        title: "Garantili ürün ve belgeler",
        text: "Faturalı, garantili ürün ve teslimde sistemin şeması ile kullanıcı bilgileri yazılı olarak verilmelidir.",
      },
      {
        title: "Kurulum sonrası eğitim",
        text: "Sistemi kullanacak kişilere mobil uygulama, kayıt arama ve alarm kurma eğitimi veriyoruz.",
      },
      {
        title: "Bakım sözleşmesi",
        text: "Yıllık bakım; disk sağlığı, akü ömrü ve dedektör testleriyle arızaları ortaya çıkmadan yakalar.",
      },
      {
        title: "KVKK ve yönetmelik uyumu",
        text: "Kamera kayıtlarına erişim yetkisi, saklama süresi ve uyarı levhaları; yangın sistemlerinde yönetmeliğe uygun proje.",
      },
      { title: "Örnek iş: {örnek iş}", text: "{örnek iş metni}" },
    ],
    ctaTitle: "7/24 acil destek hattı",
    ctaText: "Arıza ve acil durumlarda {ilçede} de 7/24 ulaşabileceğiniz acil destek hattımız: {phone}.",
    conclusionHeading: "Sonuç",
    conclusion:
      "{ilçede} doğru güvenlik şirketi; bölgeyi tanıyan, keşfe gelen, yazılı teklif veren ve kurulumdan sonra da ulaşılabilen firmadır. {company} olarak {bölge 1} ve {bölge 2} dahil tüm bölgede bu sözü veriyoruz.",
    othersHeading: "Diğer İlçeler",
    othersLabel: "Diğer ilçelerdeki güvenlik şirketleri sayfaları",
  },
};
