import { SUPPORT_PLATFORMS, type SupportPlatform } from "#app/domain/support-apps";

/*
 * The public reading of support downloads (docs/product.md#support-downloads): what `GET /api/support/*`
 * answers and the support pages show. Pure functions, shared by the server queries and the page components.
 */

type StoredLinks = {
  downloadUrl: string | null;
  androidDownloadUrl: string | null;
  iosDownloadUrl: string | null;
  windowsDownloadUrl: string | null;
};

/** The stored columns a public item is read from (`isActive` and timestamps stay private). */
export type SupportItemRow = StoredLinks & {
  id: number;
  name: string;
  description: string | null;
  brand: string | null;
  version: string | null;
  imageUrl: string | null;
  platforms: SupportPlatform[];
};

export type PublicMobileApp = SupportItemRow & { type: "mobile-app" };
/** A software item always names its platform: the first one stored, Windows when none is. */
export type PublicSoftware = SupportItemRow & { type: "software"; platform: SupportPlatform };

export const DEFAULT_SOFTWARE_PLATFORM: SupportPlatform = "windows";

const PLATFORM_LINK = {
  android: "androidDownloadUrl",
  ios: "iosDownloadUrl",
  windows: "windowsDownloadUrl",
} as const satisfies Record<SupportPlatform, keyof StoredLinks>;

/** A mobile app's Android link falls back to its general `downloadUrl`. */
export function toPublicMobileApp(row: SupportItemRow): PublicMobileApp {
  return { ...row, type: "mobile-app", androidDownloadUrl: row.androidDownloadUrl ?? row.downloadUrl };
}

/**
 * A software item has a platform, Windows by default. Its general `downloadUrl` stands in
 * for that platform's link when the platform-specific one is missing, as a mobile app's does for Android.
 */
export function toPublicSoftware(row: SupportItemRow): PublicSoftware {
  const platform = row.platforms[0] ?? DEFAULT_SOFTWARE_PLATFORM;
  const key = PLATFORM_LINK[platform];
  return { ...row, type: "software", platform, [key]: row[key] ?? row.downloadUrl };
}

/** Public lists are ordered by name in Turkish alphabetical order, then by id. */
export function byTurkishName<T extends { id: number; name: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.name.localeCompare(b.name, "tr") || a.id - b.id);
}

export type DownloadLink = { platform: SupportPlatform; href: string; external: boolean };

/** The download buttons of an item, in the order Android, iOS, Windows, for each link it has. */
export function downloadLinks(item: Partial<StoredLinks>): DownloadLink[] {
  return SUPPORT_PLATFORMS.flatMap((platform) => {
    const href = item[PLATFORM_LINK[platform]];
    return href ? [{ platform, href, external: isExternalUrl(href) }] : [];
  });
}

export const PLATFORM_LABELS: Record<SupportPlatform, string> = { android: "Android", ios: "iOS", windows: "Windows" };

/** An absolute http(s) address; site paths ("/destek/…") are ours. */
export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//i.test(href) || href.startsWith("//");
}

/** The CSP allows images from this site only (`img-src 'self'`): an external image is not shown. */
export function localImageUrl(url: string | null | undefined): string | null {
  return url && url.startsWith("/") && !url.startsWith("//") ? url : null;
}
