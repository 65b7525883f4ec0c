/*
 * The enhancement script (ADR 027): what script-free pages load instead of React. It wires each
 * element marked `data-enhance="name …"` to the plain-DOM behaviour of that name; pages that React
 * renders in the browser run the same functions through `useEnhancement`. To add a widget (the
 * quote basket's, app/components/layout/quote-basket.enhance.ts, is one): write `enhanceX(element)`
 * beside its component, register it here, and mark the component's root `data-enhance="x"`; with
 * JavaScript off the markup must still work (links, forms, `<details>`).
 */
import { enhanceDisclosureMenus } from "#app/components/layout/disclosure-menus.enhance";
import { enhanceQuoteBasket } from "#app/components/layout/quote-basket.enhance";
import { enhancePauseToggle } from "#app/features/brands/brand-strip.enhance";
import { enhanceCarousel } from "#app/features/catalog/featured-carousel.enhance";
import { enhanceProductFilters } from "#app/features/catalog/product-filters.enhance";
import { enhanceProductTabs } from "#app/features/catalog/product-tabs.enhance";
import { enhanceHeroSlider } from "#app/features/home/hero-slider.enhance";
import type { Enhancer } from "#app/lib/use-enhancement";

const ENHANCERS: Record<string, Enhancer> = {
  menus: enhanceDisclosureMenus,
  hero: enhanceHeroSlider,
  carousel: enhanceCarousel,
  "pause-toggle": enhancePauseToggle,
  tabs: enhanceProductTabs,
  filters: enhanceProductFilters,
  basket: enhanceQuoteBasket,
};

for (const element of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
  for (const name of (element.dataset.enhance ?? "").split(/\s+/)) ENHANCERS[name]?.(element);
}
