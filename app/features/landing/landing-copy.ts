import type { District, SolutionCategory } from "#app/content/districts";

/**
 * The typed copy shared by the district landing pages (issue 7). District-specific text comes from
 * the records in ./districts.ts; this file holds what every page of a family says, kept short so the
 * district content dominates each page (distinctness measured by a test, docs/product.md#landing-pages).
 */

/** The text with its first letter in upper case (Turkish rules: "ilçe" → "İlçe"). */
export function capitalize(text: string): string {
  return text ? `${text[0]!.toLocaleUpperCase("tr")}${text.slice(1)}` : text;
}

/** The six-service list of the 'Sistemleri' pages, each linked to its catalogue category. */
export const SYSTEMS_SERVICES: readonly {
  title: string;
  text: string;
  category: SolutionCategory;
}[] = [
  {
    title: "Güvenlik Kamera Sistemleri",
    text: "IP ve HD analog kameralar, NVR/DVR kayıt, mobil izleme.",
    category: "cctv-guvenlik-cozumleri",
  },
  {
    title: "Hırsız Alarm Sistemleri",
    text: "Kablolu ve kablosuz paneller, dedektörler, sirenler.",
    category: "hirsiz-alarm-sistemleri",
  },
  {
    title: "Yangın Algılama ve İhbar",
    text: "Adreslenebilir ve konvansiyonel paneller, dedektörler.",
    category: "yangin-algilama-ve-ihbar-sistemleri",
  },
  {
    title: "Erişim Kontrol ve Diafon",
    text: "Kartlı ve biyometrik geçiş, turnike, görüntülü diafon.",
    category: "intercom-ve-erisim-kontrol-sistemleri",
  },
  {
    title: "Network ve Altyapı",
    text: "Switch, access point, fiber ve kabin kurulumu.",
    category: "network-urun-gruplari",
  },
  {
    title: "Santral ve Anons",
    text: "IP santral, telefon sistemleri ve seslendirme.",
    category: "haberlesme-ve-iletisim-cozumleri",
  },
];

/** The why-us list of the 'Sistemleri' pages; the first item carries the district's response time. */
export function systemsWhyUs(district: District): string[] {
  return [
    `${district.locative} ortalama müdahale süremiz ${district.responseTime}`,
    "Ücretsiz keşif ve kalem kalem yazılı teklif",
    "Garantili, yetkili distribütör ürünleri",
    "Kurulumdan sonra kullanım eğitimi",
    "7/24 arıza hattı ve uzaktan destek",
  ];
}

/** The eight-item services list of the 'Şirketleri' pages (docs/product.md#fixed-lists). */
export const COMPANY_SERVICES: readonly string[] = [
  "Güvenlik Kamera Sistemleri",
  "Yangın Alarm Sistemleri",
  "Network ve Altyapı",
  "Telefon Santral Sistemleri",
  "Akıllı Ev & Bina Sistemleri",
  "Hırsız Alarm Sistemleri",
  "Erişim Kontrol Sistemleri",
  "Seslendirme ve Anons Sistemleri",
];

/** Why choose the company ('Şirketleri' pages): what to compare between providers. */
export const COMPANY_WHY_US: readonly string[] = [
  "20 yılı aşkın saha deneyimi",
  "Keşif, proje, kurulum ve bakım tek ekipte",
  "Faturalı, garantili ürün ve yazılı iş teslimi",
  "7/24 ulaşılabilen teknik destek",
];

/** The key points at the top of a 'Şirketleri' page, from the district's record. */
export function companyKeyPoints(district: District): string[] {
  return [
    `Ortalama müdahale süresi: ${district.responseTime}`,
    `Hizmet verdiğimiz bölgeler: ${district.areas.join(", ")}`,
    `En sık çalıştığımız yapılar: ${district.sites.slice(0, 3).join(", ")}`,
  ];
}

/** The ten short topic sections of a 'Şirketleri' page: choosing a provider, applied to the district. */
export function companyTopics(district: District): { title: string; text: string }[] {
  const [firstSite, secondSite, thirdSite] = district.sites;
  const [firstArea, secondArea] = district.areas;
  return [
    {
      title: "Bölgeyi tanıyan bir ekip seçin",
      text: `${district.genitive} yapısını bilen bir firma, ${firstSite} ile ${secondSite} arasındaki farkı keşifte görür ve buna göre proje çizer.`,
    },
    {
      title: "Müdahale süresini sorun",
      text: `Arıza anında kaç dakikada gelindiği önemlidir. ${district.locative} ortalama müdahale süremiz: ${district.responseTime}.`,
    },
    {
      title: "Keşfe gelmeden teklif vermeyen firmayı tercih edin",
      text: `${firstArea} ya da ${secondArea} fark etmez: yerinde bakılmadan verilen fiyat, eksik cihaz ya da yanlış kablolama demektir. Keşfimiz ücretsizdir.`,
    },
    {
      title: "Yapı tipine göre çözüm",
      text: `${capitalize(thirdSite ?? "her yapı")} için önerdiğimiz sistem başka bir yapı tipine önerdiğimizle aynı olmaz; ihtiyaç listesini sizinle birlikte çıkarırız.`,
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
    {
      title: `Örnek iş: ${district.project.title}`,
      text: district.project.text,
    },
  ];
}
