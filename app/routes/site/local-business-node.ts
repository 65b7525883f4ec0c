import type { SiteIdentity } from "#app/features/seo/page-meta";
import { localBusiness } from "#app/features/seo/structured-data";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "#app/domain/site-settings";

type Match = { id: string; data?: unknown } | undefined;

/**
 * The site's LocalBusiness node from the root loader's settings; home and contact carry it.
 * `areaServed` comes from their loaders (`servedAreaNames`), not from an import of the district records.
 */
export function localBusinessNode(site: SiteIdentity, matches: readonly Match[], areaServed: readonly string[]) {
  const settings = (matches.find((match) => match?.id === "root")?.data as { settings?: SiteSettings } | undefined)?.settings ?? DEFAULT_SITE_SETTINGS;
  return localBusiness({
    siteOrigin: site.siteOrigin,
    companyName: site.companyName,
    phone: settings.phonePrimary,
    email: settings.email,
    address: settings.address,
    geo: settings.geo,
    areaServed: [...areaServed],
    workingHours: settings.workingHours,
  });
}
