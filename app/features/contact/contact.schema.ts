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
  email: z.string({ error: "Geçerli bir e-posta adresi girin." }).trim().max(200).pipe(z.email({ error: "Geçerli bir e-posta adresi girin." })),
  phone: z.string().trim().max(40).refine(noLineBreaks).optional(),
  company: z.string().trim().max(160).refine(noLineBreaks).optional(),
  subject: z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]], { error: "Konu seçin." }),
  message: z.string({ error: "Mesajınızı yazın." }).trim().min(1, { error: "Mesajınızı yazın." }).max(5000),
});
export type ContactFormValues = z.output<typeof contactFormSchema>;

/**
 * What `POST /api/contact` takes: the form plus the honeypot `website`, a field people never see
 * (hidden from sight and from assistive technology) that bots fill in.
 */
export const contactRequestSchema = contactFormSchema.extend({ website: z.string().max(500).optional() });

/** SPEC 9's contact texts. */
export const CONTACT_TEXTS = {
  sending: "Gönderiliyor...",
  successTitle: "Mesajınız Gönderildi",
  successDescription: "En kısa sürede size dönüş yapacağız.",
  failure: "Mesaj gönderilirken bir hata oluştu. Lütfen tekrar deneyin.",
} as const;

export const messagePatchSchema = z.object({ isRead: z.boolean() });

const prefillSchema = z.object({
  konu: z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]]).optional().catch(undefined),
  mesaj: z.string().max(5000).optional().catch(undefined),
});

/** `/iletisim?konu=…&mesaj=…`: a known subject and a message of at most 5,000 characters, else nothing. */
export function parseContactPrefill(params: URLSearchParams): { subject?: ContactSubject; message?: string } {
  const { konu, mesaj } = prefillSchema.parse({ konu: params.get("konu") ?? undefined, mesaj: params.get("mesaj") ?? undefined });
  return { subject: konu, message: mesaj };
}
