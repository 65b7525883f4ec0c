import { Outlet } from "react-router";
import { MobileContactBar } from "#app/components/layout/mobile-contact-bar";
import { SiteFooter } from "#app/components/layout/site-footer";
import { QuoteBasketStatus } from "#app/components/layout/quote-basket-link";
import { enhanceQuoteBasket } from "#app/components/layout/quote-basket.enhance";
import { SiteHeader } from "#app/components/layout/site-header";
import { useSiteData } from "#app/domain/use-site-data";
import { useEnhancement } from "#app/lib/use-enhancement";

export default function SiteLayout() {
  const { settings, basketCount } = useSiteData();
  const ref = useEnhancement<HTMLDivElement>(enhanceQuoteBasket);
  return (
    <div ref={ref} data-enhance="basket" className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-navy-900 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        İçeriğe geç
      </a>
      <SiteHeader settings={settings} basketCount={basketCount} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter settings={settings} />
      <MobileContactBar settings={settings} />
      <QuoteBasketStatus />
    </div>
  );
}
