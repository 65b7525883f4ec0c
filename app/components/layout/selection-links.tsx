import { ClipboardList, Columns3 } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import {
  COMPARISON_PATH,
  comparisonCountLabel,
} from "#app/domain/comparison-selection";
import {
  QUOTE_BASKET_PATH,
  quoteBasketCountLabel,
} from "#app/domain/quote-basket";

const COUNT_LINK_CLASS =
  "relative inline-flex h-11 shrink-0 items-center gap-2 rounded-md px-2 text-sm font-semibold whitespace-nowrap text-navy-900 hover:bg-navy-50 sm:px-3";
const COUNT_BADGE_CLASS =
  "min-w-6 rounded-full bg-navy-900 px-1.5 text-center text-xs leading-6 text-white";

/** The header's link to the quote basket with the number of products in it; the selection enhancer keeps the number current. */
export function QuoteBasketLink({ count }: { count: number }) {
  return (
    <SiteLink
      to={QUOTE_BASKET_PATH}
      data-basket-link
      aria-label={quoteBasketCountLabel(count)}
      className={COUNT_LINK_CLASS}
    >
      <ClipboardList aria-hidden="true" className="size-5" />
      <span className="hidden xl:inline">Teklif Sepeti</span>
      <span data-basket-count aria-hidden="true" className={COUNT_BADGE_CLASS}>
        {count}
      </span>
    </SiteLink>
  );
}

/**
 * The header's counter of the comparison selection (ADR 035), shown once a product is chosen; it
 * leads to the comparison of the chosen products. Crawlers are kept out of `/karsilastir` (nofollow, robots.txt).
 */
export function ComparisonLink({ count }: { count: number }) {
  return (
    <a
      href={COMPARISON_PATH}
      rel="nofollow"
      data-compare-link
      hidden={count === 0}
      aria-label={comparisonCountLabel(count)}
      className={COUNT_LINK_CLASS}
    >
      <Columns3 aria-hidden="true" className="size-5" />
      <span data-compare-count aria-hidden="true" className={COUNT_BADGE_CLASS}>
        {count}
      </span>
    </a>
  );
}

/** Where the selection enhancer says what it did ("… teklif sepetinize eklendi.", "… karşılaştırmaya eklendi"): visible, and read out by screen readers. */
export function SelectionStatus() {
  return (
    <p
      data-selection-status
      role="status"
      className="fixed right-4 bottom-20 z-40 max-w-sm rounded-md bg-navy-900 px-4 py-3 text-sm text-white shadow-lg empty:hidden md:bottom-6"
    />
  );
}
