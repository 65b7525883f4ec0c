import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { siteSettings } from "#app/db/schema/site";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "./site-settings";

/** The site settings row merged over the defaults: a column left empty keeps its default. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  if (!row) return DEFAULT_SITE_SETTINGS;
  const defaults = DEFAULT_SITE_SETTINGS;
  const latitude = Number(row.geoLatitude);
  const longitude = Number(row.geoLongitude);
  return {
    companyName: row.companyName || defaults.companyName,
    phonePrimary: row.phonePrimary || defaults.phonePrimary,
    phoneSecondary: row.phoneSecondary || defaults.phoneSecondary,
    whatsappNumber: row.whatsappNumber || defaults.whatsappNumber,
    email: row.email || defaults.email,
    address: row.address || defaults.address,
    workingHours: row.workingHours?.length ? row.workingHours : defaults.workingHours,
    socialLinks: row.socialLinks ?? defaults.socialLinks,
    mapEmbedUrl: row.mapEmbedUrl || defaults.mapEmbedUrl,
    geo:
      row.geoLatitude && row.geoLongitude && Number.isFinite(latitude) && Number.isFinite(longitude)
        ? { latitude, longitude }
        : defaults.geo,
  };
}
