/*
 * Subjects, texts and limits shared by the contact schema and the form. Kept apart from the zod
 * schema so the contact page's JavaScript carries neither zod nor react-hook-form (ADR 017): the
 * browser checks with the controls' own constraints (required, type=email, maxLength) and the
 * server re-checks with the schema, whose field errors the form then shows.
 */

/** SPEC 3's contact subjects (values) with their Turkish labels. */
export const CONTACT_SUBJECTS = {
  "kamera-sistemleri": "Kamera Sistemleri",
  "network-cozumleri": "Network Çözümleri",
  "yangin-algilama": "Yangın Algılama",
  "hirsiz-alarm": "Hırsız Alarm",
  "erisim-kontrol": "Erişim Kontrol",
  "teknik-destek": "Teknik Destek",
  "fiyat-teklifi": "Fiyat Teklifi",
  diger: "Diğer",
} as const;
export type ContactSubject = keyof typeof CONTACT_SUBJECTS;

/** The message of each required field when it is missing or invalid. */
export const CONTACT_FIELD_MESSAGES = {
  name: "Adınızı girin.",
  email: "Geçerli bir e-posta adresi girin.",
  subject: "Konu seçin.",
  message: "Mesajınızı yazın.",
} as const;

export const CONTACT_LIMITS = { name: 120, email: 200, phone: 40, company: 160, message: 5000 } as const;

/** SPEC 9's contact texts. */
export const CONTACT_TEXTS = {
  sending: "Gönderiliyor...",
  successTitle: "Mesajınız Gönderildi",
  successDescription: "En kısa sürede size dönüş yapacağız.",
  failure: "Mesaj gönderilirken bir hata oluştu. Lütfen tekrar deneyin.",
} as const;
