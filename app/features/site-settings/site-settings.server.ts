import { eq } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db, Tx } from "#app/db/client.server";
import { siteSettings } from "#app/db/schema/site";
import type { Serialized } from "#app/http/admin-resource.server";
import { conflict } from "#app/lib/errors";
import { DEFAULT_SITE_SETTINGS, type SiteSettings, type SocialLinks } from "#app/domain/site-settings";
import type { EditableSiteSettings } from "./site-settings.queries";
import type { SiteSettingsFormValues } from "./site-settings.schema";

/** The site settings row merged over the defaults: a column left empty keeps its default. */
export async function getSiteSettings(db: Db | Tx): Promise<SiteSettings> {
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

/** What the admin settings page edits: the effective values, plus the stale-check stamp. */
export async function getEditableSiteSettings(db: Db | Tx, { supplierUrlFallback }: { supplierUrlFallback?: string | null } = {}): Promise<Serialized<EditableSiteSettings>> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  const effective = await getSiteSettings(db);
  const { geo, ...rest } = effective;
  return {
    ...rest,
    socialLinks: { instagram: null, linkedin: null, facebook: null, youtube: null, x: null, ...effective.socialLinks },
    geoLatitude: geo.latitude,
    geoLongitude: geo.longitude,
    supplierUrl: row?.supplierUrl ?? supplierUrlFallback ?? null,
    contactRetentionMonths: row?.contactRetentionMonths ?? 24,
    twoFactorRoles: row?.twoFactorRoles ?? [],
    updatedAt: row?.updatedAt ?? null,
  };
}

type WriteOptions = { actor: { id: number; username: string }; ipAddress?: string };

/**
 * Saves the whole settings row. `expectedUpdatedAt` is what the editor loaded: a save over
 * someone else's newer save answers 409 instead of silently overwriting it.
 */
export async function saveSiteSettings(
  db: Db,
  { input, expectedUpdatedAt, supplierUrlFallback }: { input: SiteSettingsFormValues; expectedUpdatedAt: Date | null; supplierUrlFallback?: string | null },
  { actor, ipAddress }: WriteOptions,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for("update").limit(1);
    const previous = await getEditableSiteSettings(tx, { supplierUrlFallback });
    if ((current?.updatedAt.getTime() ?? null) !== (expectedUpdatedAt?.getTime() ?? null)) {
      throw conflict("Ayarlar siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.");
    }
    const socialLinks = Object.fromEntries(Object.entries(input.socialLinks).filter(([, url]) => url)) as SocialLinks;
    const values = {
      ...input,
      socialLinks,
      geoLatitude: input.geoLatitude === null ? null : String(input.geoLatitude),
      geoLongitude: input.geoLongitude === null ? null : String(input.geoLongitude),
      updatedAt: new Date(),
    };
    await tx.insert(siteSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: siteSettings.id, set: values });
    const changed = (Object.keys(input) as (keyof typeof input)[]).filter((key) => JSON.stringify(input[key]) !== JSON.stringify(previous[key]));
    await recordAudit(tx, { user: actor, action: "update", entityType: "site-settings", entityId: 1, details: { changed }, ipAddress });
  });
}

/** The supplier URL (saved, else SUPPLIER_URL) and the saved supplier profile, unparsed. */
export async function getSupplierSettings(db: Db, { supplierUrlFallback }: { supplierUrlFallback: string | null }) {
  const [row] = await db.select({ supplierUrl: siteSettings.supplierUrl, supplierProfile: siteSettings.supplierProfile }).from(siteSettings).where(eq(siteSettings.id, 1)).limit(1);
  return { supplierUrl: row?.supplierUrl || supplierUrlFallback, supplierProfile: row?.supplierProfile ?? null };
}
