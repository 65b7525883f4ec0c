import { Outlet, useMatches, useRouteLoaderData } from "react-router";
import { MobileContactBar } from "#app/components/layout/mobile-contact-bar";
import { SiteFooter } from "#app/components/layout/site-footer";
import { SelectionStatus } from "#app/components/layout/selection-links";
import { enhanceSelectionForms } from "#app/components/layout/selection-forms.enhance";
import { SiteHeader } from "#app/components/layout/site-header";
import { useSiteData } from "#app/domain/use-site-data";
import { useEnhancement } from "#app/lib/use-enhancement";

/**
 * How many products the comparison selection holds: the request's cookie (root loader), unless the
 * page itself rewrote the selection (the comparison, which follows what it shows: ADR 035) and says so.
 */
function useComparisonCount(fromCookie: number): number {
  const page = useMatches().at(-1)?.data;
  return typeof page === "object" && page !== null && "comparisonCount" in page && typeof page.comparisonCount === "number" ? page.comparisonCount : fromCookie;
}

export default function SiteLayout() {
  const { settings, topBarText, basketCount, comparisonCount: selectionInCookie } = useSiteData();
  const comparisonCount = useComparisonCount(selectionInCookie);
  // Layout markup is kept only when it was built from the database's settings, not the defaults.
  const cacheable = useRouteLoaderData("root") !== undefined;
  const ref = useEnhancement<HTMLDivElement>(enhanceSelectionForms);
  return (
    <div ref={ref} data-enhance="selections" className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-navy-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        İçeriğe geç
      </a>
      <SiteHeader settings={settings} topBarText={topBarText} basketCount={basketCount} comparisonCount={comparisonCount} cacheable={cacheable} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter settings={settings} cacheable={cacheable} />
      <MobileContactBar settings={settings} />
      <SelectionStatus />
    </div>
  );
}
