/*
 * The enhancement script (ADR 027): what script-free pages load instead of React. It wires each
 * element marked `data-enhance="name …"` to the plain-DOM behaviour of that name; pages that React
 * renders in the browser run the same functions through `useEnhancement`. To add a widget (a quote
 * basket badge, say): write `enhanceX(element)` beside its component, register it here, and mark
 * the component's root `data-enhance="x"`; with JavaScript off the markup must still work
 * (links, forms, `<details>`). A widget that only one page has is imported dynamically, so the
 * script every enhanced page loads does not grow with it.
 */
import { enhanceDisclosureMenus } from "#app/components/layout/disclosure-menus.enhance";
import { enhancePostShare } from "#app/features/blog/post-share.enhance";
import { enhanceSelectionForms } from "#app/components/layout/selection-forms.enhance";
import { enhancePauseToggle } from "#app/features/brands/brand-strip.enhance";
import { enhanceCarousel } from "#app/features/catalog/featured-carousel.enhance";
import { enhanceProductFilters } from "#app/features/catalog/product-filters.enhance";
import { enhanceProductTabs } from "#app/features/catalog/product-tabs.enhance";
import { enhanceHeroSlider } from "#app/features/home/hero-slider.enhance";
import { enhanceNewsletterForm } from "#app/features/newsletter/newsletter-box.enhance";
import type { Enhancer } from "#app/lib/use-enhancement";

const ENHANCERS: Record<string, Enhancer> = {
  menus: enhanceDisclosureMenus,
  hero: enhanceHeroSlider,
  carousel: enhanceCarousel,
  "pause-toggle": enhancePauseToggle,
  tabs: enhanceProductTabs,
  filters: enhanceProductFilters,
  selections: enhanceSelectionForms,
  newsletter: enhanceNewsletterForm,
  share: enhancePostShare,
  // One page's widgets: chunks of their own, loaded only by the page that has them.
  map: (element) => void import("#app/features/contact/map-embed.enhance").then(({ enhanceClickToLoadMap }) => enhanceClickToLoadMap(element)),
  "client-marquee": (element) =>
    void import("#app/features/about/client-marquee.enhance").then(({ enhanceClientMarquee }) => enhanceClientMarquee(element)),
  "hdd-calculator": (element) => void import("#app/features/calculator/hdd-calculator.enhance").then(({ enhanceHddCalculator }) => enhanceHddCalculator(element)),
};

for (const element of document.querySelectorAll<HTMLElement>("[data-enhance]")) {
  for (const name of (element.dataset.enhance ?? "").split(/\s+/)) ENHANCERS[name]?.(element);
}
