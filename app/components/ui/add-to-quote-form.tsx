import { MaskIcon } from "./mask-icon";
import { useLocation } from "react-router";
import { QUOTE_BASKET_UPDATE_PATH } from "#app/domain/quote-basket";

/**
 * "Teklife Ekle" (issue 19 item 1): a plain form, so it works without JavaScript (303 to the basket,
 * which confirms the addition and links back to this page); with JavaScript the basket enhancer
 * (app/components/layout/selection-forms.enhance.ts) posts it in place and updates the header badge.
 */
export function AddToQuoteForm({
  productId,
  productName,
  className,
}: {
  productId: number;
  productName: string;
  className?: string;
}) {
  const { pathname, search } = useLocation();
  return (
    <form
      method="post"
      action={QUOTE_BASKET_UPDATE_PATH}
      data-basket-form="add"
      className={className}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={pathname + search} />
      <button
        type="submit"
        className="inline-flex w-full items-center justify-center gap-2 rounded-md border border-accent-600 px-4 py-2 text-sm font-semibold text-accent-700 hover:bg-accent-50"
      >
        <MaskIcon name="clipboard-plus" />
        Teklife Ekle<span className="sr-only">: {productName}</span>
      </button>
    </form>
  );
}
