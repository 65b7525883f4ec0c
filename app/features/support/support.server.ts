import { and, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { supportApps } from "#app/db/schema/support";
import { type SupportAppType } from "#app/domain/support-apps";
import { byTurkishName, toPublicMobileApp, toPublicSoftware, type PublicMobileApp, type PublicSoftware, type SupportItemRow } from "./support-public";

const publicColumns = {
  id: supportApps.id,
  name: supportApps.name,
  description: supportApps.description,
  brand: supportApps.brand,
  version: supportApps.version,
  imageUrl: supportApps.imageUrl,
  platforms: supportApps.platforms,
  downloadUrl: supportApps.downloadUrl,
  androidDownloadUrl: supportApps.androidDownloadUrl,
  iosDownloadUrl: supportApps.iosDownloadUrl,
  windowsDownloadUrl: supportApps.windowsDownloadUrl,
};

async function listActive(db: Db, type: SupportAppType): Promise<SupportItemRow[]> {
  const rows = await db
    .select(publicColumns)
    .from(supportApps)
    .where(and(eq(supportApps.type, type), eq(supportApps.isActive, true)));
  return byTurkishName(rows);
}

/** GET /api/support/software and /destek/yazilimlar: active software, each with its platform. */
export async function listPublicSoftware(db: Db): Promise<PublicSoftware[]> {
  return (await listActive(db, "software")).map(toPublicSoftware);
}

/** GET /api/support/mobile-apps and /destek/uygulamalar: active mobile apps, Android link filled from downloadUrl. */
export async function listPublicMobileApps(db: Db): Promise<PublicMobileApp[]> {
  return (await listActive(db, "mobile-app")).map(toPublicMobileApp);
}

/** The public lists hold no personal data: a browser or CDN may keep the API answer for a minute. */
export const SUPPORT_LIST_CACHE_CONTROL = "public, max-age=60";
