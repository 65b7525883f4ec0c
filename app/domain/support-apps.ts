/**
 * The kinds of support download and the platforms they are for. Kept apart from the Drizzle schema
 * that stores them, so the public download pages do not bring the schema into the browser.
 */
export const SUPPORT_APP_TYPES = ["mobile-app", "software"] as const;
export const SUPPORT_PLATFORMS = ["android", "ios", "windows"] as const;
export type SupportAppType = (typeof SUPPORT_APP_TYPES)[number];
export type SupportPlatform = (typeof SUPPORT_PLATFORMS)[number];
