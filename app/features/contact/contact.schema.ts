import { z } from "zod";

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

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

/** The contact form (SPEC 5): name, email, subject and message required; phone and company optional. */
export const contactFormSchema = z.object({
  name: z.string({ error: "Adınızı girin." }).trim().min(1, { error: "Adınızı girin." }).max(120).refine(noLineBreaks),
  email: z.email({ error: "Geçerli bir e-posta adresi girin." }).trim().max(200),
  phone: z.string().trim().max(40).refine(noLineBreaks).optional(),
  company: z.string().trim().max(160).refine(noLineBreaks).optional(),
  subject: z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]], { error: "Konu seçin." }),
  message: z.string({ error: "Mesajınızı yazın." }).trim().min(1, { error: "Mesajınızı yazın." }).max(5000),
});
export type ContactFormValues = z.output<typeof contactFormSchema>;

export const messagePatchSchema = z.object({ isRead: z.boolean() });
