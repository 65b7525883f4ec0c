import { Trash2 } from "lucide-react";
import { Link } from "react-router";
import { Picture } from "#app/components/ui/picture";
import { QUOTE_BASKET_LIMITS, QUOTE_BASKET_UPDATE_PATH } from "#app/domain/quote-basket";

export type QuoteBasketItem = { productId: number; quantity: number; name: string; brand: string; imageUrl: string | null };

/**
 * The basket's lines: image, name, brand, an editable quantity and "Kaldır". Each change is its own
 * plain form posted to the update route (`data-basket-form`: the basket enhancer posts it in place).
 */
export function QuoteBasketLines({ items, placeholderImage }: { items: QuoteBasketItem[]; placeholderImage: string }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Teklif sepetindeki ürünler">
      {items.map((item) => (
        <li key={item.productId} data-basket-line className="flex flex-wrap items-center gap-4 p-4">
          <Picture src={item.imageUrl ?? placeholderImage} alt="" width={96} height={72} sizes="6rem" className="aspect-[4/3] w-24 rounded bg-slate-100 object-contain" />
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-accent-700">{item.brand}</p>
            <Link to={`/urun/${item.productId}`} className="font-bold text-navy-900 hover:underline">
              {item.name}
            </Link>
          </div>
          <form method="post" action={QUOTE_BASKET_UPDATE_PATH} data-basket-form="set" className="flex items-end gap-2">
            <input type="hidden" name="intent" value="set" />
            <input type="hidden" name="productId" value={item.productId} />
            <div className="grid gap-1">
              <label htmlFor={`adet-${item.productId}`} className="text-xs font-medium text-slate-700">
                Adet<span className="sr-only">: {item.name}</span>
              </label>
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
                className="h-10 w-20 rounded-md border border-slate-300 px-2 text-sm"
              />
            </div>
            <button type="submit" className="h-10 rounded-md border border-slate-300 px-3 text-sm font-semibold text-navy-900 hover:bg-slate-50">
              Güncelle<span className="sr-only">: {item.name}</span>
            </button>
          </form>
          <form method="post" action={QUOTE_BASKET_UPDATE_PATH} data-basket-form="remove">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="productId" value={item.productId} />
            <button type="submit" className="inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-semibold text-danger-700 hover:bg-red-50">
              <Trash2 aria-hidden="true" className="size-4" />
              Kaldır<span className="sr-only">: {item.name}</span>
            </button>
          </form>
        </li>
      ))}
    </ul>
  );
}
