import { MaskIcon } from "#app/components/ui/mask-icon";
import { useLocation } from "react-router";
import { COMPARISON_SELECTION_PATH } from "#app/domain/comparison-selection";

/**
 * "Karşılaştır" on a product card (ADR 035): adds the product to the visitor's comparison selection
 * (up to four) instead of starting a new comparison. A plain form, so it works without JavaScript
 * (303 back to this card, the header's counter showing the count); with JavaScript the selection
 * enhancer posts it in place. A button, not a link: crawlers do not follow it.
 */
export function AddToComparisonForm({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const { pathname, search } = useLocation();
  return (
    <form
      method="post"
      action={COMPARISON_SELECTION_PATH}
      data-compare-form="add"
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="returnTo" value={pathname + search} />
      <button
        type="submit"
        className="inline-flex w-full items-center justify-center gap-2 rounded-md border border-navy-200 px-4 py-2 text-sm font-semibold text-navy-900 hover:bg-navy-50"
      >
        <MaskIcon name="columns-3" />
        Karşılaştır<span className="sr-only">: {productName}</span>
      </button>
    </form>
  );
}
