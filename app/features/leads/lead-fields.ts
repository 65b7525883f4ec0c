/*
 * Options, labels, messages and limits of the lead forms, shared by the zod schemas and the form
 * markup. Kept apart from zod, as the contact form's are (ADR 017), so a form never carries zod into
 * the browser: the browser checks with the controls' own constraints, the server with the schema.
 */

export const SURVEY_SERVICES = {
  cctv: "Güvenlik kamerası (CCTV)",
  alarm: "Hırsız alarm",
  "yangin-algilama": "Yangın algılama",
  network: "Network altyapısı",
  "gecis-kontrol": "Geçiş kontrol",
  santral: "Telefon santrali",
} as const;
export type SurveyService = keyof typeof SURVEY_SERVICES;

export const SITE_TYPES = {
  ev: "Ev",
  ofis: "Ofis",
  magaza: "Mağaza",
  "fabrika-depo": "Fabrika / depo",
  "site-apartman": "Site / apartman",
  diger: "Diğer",
} as const;
export type SiteType = keyof typeof SITE_TYPES;

export const TIME_WINDOWS = {
  "09-12": "09.00–12.00",
  "12-15": "12.00–15.00",
  "15-18": "15.00–18.00",
} as const;
export type TimeWindow = keyof typeof TIME_WINDOWS;

/** How a visitor who asked for a quote wants to be answered. */
export const CONTACT_CHANNELS = {
  telefon: "Telefon",
  whatsapp: "WhatsApp",
  "e-posta": "E-posta",
} as const;
export type ContactChannel = keyof typeof CONTACT_CHANNELS;

/** The district select's value for a place outside the listed districts. */
export const OTHER_DISTRICT = "diger";
export const OTHER_DISTRICT_LABEL = "Diğer";

export const SURVEY_PATH = "/ucretsiz-kesif";
/** Where a sent survey request lands (post/redirect/get), with its reference in `no`. */
export const SURVEY_RECEIVED_PATH = "/ucretsiz-kesif/talep-alindi";

/** A survey can be booked from tomorrow for this many days. */
export const SURVEY_BOOKING_DAYS = 30;

export const LEAD_LIMITS = {
  name: 120,
  phone: 40,
  email: 200,
  company: 160,
  address: 300,
  note: 2000,
  summary: 1000,
  sourcePage: 500,
  referrer: 500,
  utm: 200,
} as const;

/** The message shown beside each field when it is missing or invalid. */
export const LEAD_FIELD_MESSAGES = {
  services: "En az bir hizmet seçin.",
  siteType: "Mekân türünü seçin.",
  district: "İlçe seçin.",
  address: `Adres en fazla ${LEAD_LIMITS.address} karakter olabilir.`,
  preferredDate: "Listeden bir gün seçin (pazar günleri kapalıyız).",
  timeWindow: "Listeden bir saat aralığı seçin.",
  name: "Adınızı ve soyadınızı girin.",
  phone: "Geçerli bir telefon numarası girin (ör. 0532 123 45 67 ya da 0262 123 45 67).",
  email: "Geçerli bir e-posta adresi girin ya da alanı boş bırakın.",
  note: `Notunuz en fazla ${LEAD_LIMITS.note} karakter olabilir.`,
  consent: "Devam etmek için KVKK aydınlatma metnini onaylayın.",
  company: `Firma adı en fazla ${LEAD_LIMITS.company} karakter olabilir.`,
  channel: "Size nasıl ulaşmamızı istediğinizi seçin.",
  emailForChannel: "E-posta ile dönüş için e-posta adresinizi yazın.",
  invalidCharacter: "Bu alan geçersiz bir karakter içeriyor.",
} as const;

export const QUOTE_TEXTS = {
  empty: "Teklif sepetiniz boş. Önce ürün sayfalarından \"Teklife Ekle\" ile ürün seçin.",
} as const;

export const SURVEY_TEXTS = {
  invalid: "Formda düzeltilmesi gereken alanlar var.",
  rateLimited: "Kısa sürede çok fazla talep gönderdiniz. Lütfen birkaç dakika sonra tekrar deneyin ya da bizi arayın.",
} as const;
