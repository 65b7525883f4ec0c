import { ClipboardList } from "lucide-react";
import { Link } from "react-router";
import { QUOTE_BASKET_PATH, quoteBasketCountLabel } from "#app/domain/quote-basket";

/** The header's link to the quote basket with the number of products in it; the basket enhancer keeps the number current. */
export function QuoteBasketLink({ count }: { count: number }) {
  return (
    <Link
      to={QUOTE_BASKET_PATH}
      data-basket-link
      aria-label={quoteBasketCountLabel(count)}
      className="relative inline-flex h-11 items-center gap-2 rounded-md px-3 text-sm font-semibold text-navy-900 hover:bg-navy-50"
    >
      <ClipboardList aria-hidden="true" className="size-5" />
      <span className="hidden xl:inline">Teklif Sepeti</span>
      <span data-basket-count aria-hidden="true" className="min-w-6 rounded-full bg-navy-900 px-1.5 text-center text-xs leading-6 text-white">
        {count}
      </span>
    </Link>
  );
}

/** Where the basket enhancer says what it did ("… teklif sepetine eklendi."): visible, and read out by screen readers. */
export function QuoteBasketStatus() {
  return (
    <p
      data-basket-status
      role="status"
      className="fixed right-4 bottom-20 z-40 max-w-sm rounded-md bg-navy-900 px-4 py-3 text-sm text-white shadow-lg empty:hidden md:bottom-6"
    />
  );
}
