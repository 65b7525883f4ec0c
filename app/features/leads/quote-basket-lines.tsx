import { Trash2 } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { Picture } from "#app/components/ui/picture";
import { QUOTE_BASKET_LIMITS, QUOTE_BASKET_UPDATE_PATH } from "#app/domain/quote-basket";

export type QuoteBasketItem = { productId: number; quantity: number; name: string; brand: string; imageUrl: string | null };

/**
 * The basket's lines: image, name, brand, an editable quantity and "Kaldır". Each change is its own
 * plain form posted to the update route (`data-basket-form`: the basket enhancer posts it in place).
 * On a phone the name keeps the width beside the image and the controls take the row below; the
 * quantity form skips the browser's own checks (`noValidate`), so a wrong quantity always gets the
 * server's Turkish message under its field (`quantityError`, or the enhancer's `[data-form-error]`).
 */
export function QuoteBasketLines({
  items,
  placeholderImage,
  quantityError,
}: {
  items: QuoteBasketItem[];
  placeholderImage: string;
  /** The line whose quantity a plain post refused, and why. */
  quantityError?: { productId: number; message: string };
}) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Teklif sepetindeki ürünler">
      {items.map((item) => {
        const error = quantityError?.productId === item.productId ? quantityError.message : undefined;
        const errorId = `adet-hata-${item.productId}`;
        return (
          <li
            key={item.productId}
            data-basket-line
            className="grid grid-cols-[5rem_minmax(0,1fr)] items-center gap-x-4 gap-y-3 p-4 sm:grid-cols-[6rem_minmax(0,1fr)_auto]"
          >
            <Picture src={item.imageUrl ?? placeholderImage} alt="" width={96} height={72} sizes="6rem" className="aspect-[4/3] w-full rounded bg-slate-100 object-contain" />
            <div className="min-w-0 break-words">
              <p className="text-sm font-semibold text-accent-700">{item.brand}</p>
              <SiteLink to={`/urun/${item.productId}`} className="font-bold text-navy-900 hover:underline">
                {item.name}
              </SiteLink>
            </div>
            <div className="col-span-2 flex flex-wrap items-start justify-between gap-3 sm:col-span-1 sm:justify-end">
              <form method="post" action={QUOTE_BASKET_UPDATE_PATH} data-basket-form="set" noValidate className="grid gap-1">
                <input type="hidden" name="intent" value="set" />
                <input type="hidden" name="productId" value={item.productId} />
                <label htmlFor={`adet-${item.productId}`} className="text-xs font-medium text-slate-700">
                  Adet<span className="sr-only">: {item.name}</span>
                </label>
                <div className="flex gap-2">
                  <input
                    id={`adet-${item.productId}`}
                    name="quantity"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={QUOTE_BASKET_LIMITS.quantity}
                    step={1}
                    required
                    defaultValue={item.quantity}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={errorId}
                    className="h-10 w-20 rounded-md border border-slate-300 px-2 text-sm aria-[invalid=true]:border-danger-700"
                  />
                  <button type="submit" className="h-10 rounded-md border border-slate-300 px-3 text-sm font-semibold text-navy-900 hover:bg-slate-50">
                    Güncelle<span className="sr-only">: {item.name}</span>
                  </button>
                </div>
                <p id={errorId} data-form-error hidden={!error} className="max-w-52 text-sm font-medium text-danger-700">
                  {error}
                </p>
              </form>
              <form method="post" action={QUOTE_BASKET_UPDATE_PATH} data-basket-form="remove" className="pt-5">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="productId" value={item.productId} />
                <button type="submit" className="inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold text-danger-700 hover:bg-red-50">
                  <Trash2 aria-hidden="true" className="size-4" />
                  Kaldır<span className="sr-only">: {item.name}</span>
                </button>
              </form>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
