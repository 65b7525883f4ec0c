import { z } from "zod";
import { STAFF_ROLES } from "#app/domain/staff-roles";
import { maxLength } from "#app/lib/length-limits";

/** One line of text: no CR/LF, since the company name and e-mail also reach mail headers. */
const singleLine = (label: string, max: number) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .min(1, { error: `${label} zorunludur.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` })
    .refine((value) => !/[\r\n]/.test(value), { error: `${label} tek satır olmalıdır.` });

const phone = (label: string) =>
  singleLine(label, 30).refine((value) => /^\+?[\d\s()-]{7,25}$/.test(value), { error: `${label} geçerli bir telefon numarası olmalıdır.` });

const optionalHttpsUrl = z
  .string()
  .trim()
  .max(500, maxLength(500))
  .nullish()
  .transform((value) => value || null)
  .refine((value) => value === null || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(value), { error: "Adres https:// ile başlamalıdır." });

const optionalCoordinate = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()])
    .nullish()
    .transform((value) => (value === "" || value == null ? null : Number(String(value).replace(",", "."))))
    .refine((value) => value === null || (Number.isFinite(value) && value >= min && value <= max), { error: "Geçerli bir koordinat girin." });

/** The site settings form, shared by the admin page and `PUT /api/admin/settings`. */
export const siteSettingsFormSchema = z.object({
  companyName: singleLine("Firma adı", 120),
  phonePrimary: phone("Telefon"),
  phoneSecondary: phone("İkinci telefon"),
  whatsappNumber: phone("WhatsApp numarası"),
  email: z.string({ error: "Geçerli bir e-posta adresi girin." }).trim().max(200, maxLength(200)).pipe(z.email({ error: "Geçerli bir e-posta adresi girin." })),
  address: singleLine("Adres", 300),
  workingHours: z
    .array(z.object({ days: singleLine("Gün", 60), hours: singleLine("Saat", 60) }))
    .min(1, { error: "En az bir çalışma saati satırı girin." })
    .max(7, { error: "En fazla 7 çalışma saati satırı girilebilir." }),
  socialLinks: z.object({
    instagram: optionalHttpsUrl,
    linkedin: optionalHttpsUrl,
    facebook: optionalHttpsUrl,
    youtube: optionalHttpsUrl,
    x: optionalHttpsUrl,
  }),
  // Only Google Maps embeds: the Content-Security-Policy allows frames from Google alone.
  mapEmbedUrl: optionalHttpsUrl.refine((value) => value === null || /^https:\/\/(www|maps)\.google\.com\/maps\/embed\b/.test(value), {
    error: "Harita adresi bir Google Haritalar yerleştirme (embed) adresi olmalıdır.",
  }),
  geoLatitude: optionalCoordinate(-90, 90),
  geoLongitude: optionalCoordinate(-180, 180),
  supplierUrl: z
    .string()
    .trim()
    .max(500, maxLength(500))
    .nullish()
    .transform((value) => value || null)
    .refine((value) => value === null || /^https?:\/\/\S+$/i.test(value), { error: "Tedarikçi adresi http:// veya https:// ile başlamalıdır." }),
  contactRetentionMonths: z.coerce
    .number({ error: "Saklama süresi bir sayı olmalıdır." })
    .int({ error: "Saklama süresi tam sayı olmalıdır." })
    .min(1, { error: "Saklama süresi en az 1 ay olmalıdır." })
    .max(120, { error: "Saklama süresi en fazla 120 ay olabilir." }),
  /** Roles that must enrol 2FA before using the admin; a save without the field requires it of none. */
  twoFactorRoles: z
    .array(z.enum(STAFF_ROLES, { error: "Geçerli bir rol seçin." }))
    .max(STAFF_ROLES.length)
    .default([])
    .transform((roles) => STAFF_ROLES.filter((role) => roles.includes(role))),
});
export type SiteSettingsFormValues = z.output<typeof siteSettingsFormSchema>;

/** A save carries the `updatedAt` it loaded (null when nothing was saved yet), for the stale check. */
export const siteSettingsUpdateSchema = z.object({ updatedAt: z.iso.datetime({ offset: true }).nullable() }).and(siteSettingsFormSchema);
