/*
 * Subjects, texts and limits shared by the contact schema and the form. Kept apart from the zod
 * schema so that no page's JavaScript carries zod (ADR 017): the form is checked by the server,
 * which shows the schema's Turkish field errors beside the fields (ADR 027).
 */

/** The contact subjects (values) with their Turkish labels (docs/product.md#fixed-lists). */
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

/** The contact texts (docs/product.md#contact), and what the page says when the server refuses a post. */
export const CONTACT_TEXTS = {
  successTitle: "Mesajınız Gönderildi",
  successDescription: "En kısa sürede size dönüş yapacağız.",
  invalid: "Formda düzeltilmesi gereken alanlar var.",
  invalidCharacter: "Bu alan geçersiz bir karakter içeriyor.",
  lineBreak: "Bu alan tek satır olmalıdır.",
  rateLimited: "Çok fazla mesaj gönderdiniz. Lütfen birkaç dakika sonra tekrar deneyin.",
} as const;

/** Where the contact page sends the visitor after a message is accepted (post/redirect/get). */
export const CONTACT_RECEIVED_PATH = "/iletisim/mesaj-alindi";
