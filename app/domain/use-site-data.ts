import { useRouteLoaderData } from "react-router";
import { DEFAULT_SITE_SETTINGS, TOP_BAR_TEXT, type SiteSettings } from "#app/domain/site-settings";

/**
 * What the root loader hands every page: the site settings, the public origin, how many products the
 * visitor's quote basket holds and how many the comparison selection holds.
 */
export type SiteData = { settings: SiteSettings; topBarText: string; siteOrigin: string; basketCount: number; comparisonCount: number };

/** Site settings and origin from the root loader, with the defaults while they are unavailable. */
export function useSiteData(): SiteData {
  const data = useRouteLoaderData<SiteData>("root");
  return {
    settings: data?.settings ?? DEFAULT_SITE_SETTINGS,
    topBarText: data?.topBarText ?? TOP_BAR_TEXT,
    siteOrigin: data?.siteOrigin ?? "",
    basketCount: data?.basketCount ?? 0,
    comparisonCount: data?.comparisonCount ?? 0,
  };
}
