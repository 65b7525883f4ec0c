/*
 * The site settings as every layer reads them (docs/product.md#company-claims): company identity, contact
 * details and their defaults. Part of the shared kernel: features, components and routes import it; the admin
 * editing and the database read live in features/site-settings.
 */

export type SocialLinks = { instagram?: string; linkedin?: string; facebook?: string; youtube?: string; x?: string };
export type WorkingHours = { days: string; hours: string }[];

export type SiteSettings = {
  companyName: string;
  phonePrimary: string;
  phoneSecondary: string;
  whatsappNumber: string;
  email: string;
  address: string;
  workingHours: WorkingHours;
  socialLinks: SocialLinks;
  mapEmbedUrl: string | null;
  geo: { latitude: number; longitude: number };
};

/** Demo identity (docs/product.md#company-claims), shown until staff change it in the admin settings. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  companyName: "Örnek Güvenlik Sistemleri",
  phonePrimary: "+90 262 000 00 00",
  phoneSecondary: "+90 532 000 00 00",
  whatsappNumber: "+90 532 000 00 00",
  email: "bilgi@ornekguvenlik.example",
  address: "Örnek Mah. Güvenlik Cad. No: 1, 41100 İzmit / Kocaeli",
  workingHours: [
    { days: "Pazartesi - Cuma", hours: "09:00 - 18:00" },
    { days: "Cumartesi", hours: "09:00 - 16:00" },
    { days: "Pazar", hours: "Kapalı" },
  ],
  socialLinks: { instagram: "https://www.instagram.com/", linkedin: "https://www.linkedin.com/" },
  mapEmbedUrl: null,
  geo: { latitude: 40.7654, longitude: 29.9408 },
};

/** "+90 532 000 00 00" → "tel:+905320000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** wa.me link with an optional pre-filled message. */
export function whatsappHref(phone: string, text?: string): string {
  const number = phone.replace(/\D/g, "");
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ""}`;
}

/** The top bar's text on every page (desktop) until staff change it on the home page (ADR 041). */
export const TOP_BAR_TEXT = "Ücretsiz keşif · 7/24 teknik destek";
