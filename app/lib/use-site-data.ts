import { useRouteLoaderData } from "react-router";
import { DEFAULT_SITE_SETTINGS } from "#app/features/site-settings/site-settings";
import type { loader as rootLoader } from "#app/root";

/** Site settings and origin from the root loader, with the defaults while they are unavailable. */
export function useSiteData() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  return { settings: data?.settings ?? DEFAULT_SITE_SETTINGS, siteOrigin: data?.siteOrigin ?? "" };
}
