import { SiteLink } from "#app/components/ui/site-link";
import { Picture } from "#app/components/ui/picture";
import { comparisonHref, comparisonRows, MISSING_VALUE, type ComparedProduct } from "./product-comparison";
import { PLACEHOLDER_IMAGE } from "./products-url";

export type ComparisonTableProduct = ComparedProduct & { imageUrl: string | null };

/**
 * The side-by-side table of `/karsilastir`: one column per product (image, name, a link that takes
 * it out of the comparison, `rel="nofollow"` like every link between comparisons), one row per property.
 * Scrolls sideways on narrow screens, within its own box.
 */
export function ComparisonTable({ products, differencesOnly }: { products: ComparisonTableProduct[]; differencesOnly: boolean }) {
  const ids = products.map((product) => product.id);
  const rows = comparisonRows(products, { differencesOnly });
  return (
    // `relative`: the cells' visually hidden texts (absolutely positioned) stay inside the scrolling box instead of widening the page.
    <div role="region" aria-labelledby="comparison-caption" tabIndex={0} className="relative mt-6 overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption id="comparison-caption" className="sr-only">
          Ürün karşılaştırma tablosu{differencesOnly ? " (yalnızca farklar)" : ""}
        </caption>
        <thead>
          <tr className="bg-slate-50 align-top">
            <td className="w-40 p-4" />
            {products.map((product) => (
              <th key={product.id} scope="col" className="p-4 font-normal">
                <Picture
                  src={product.imageUrl ?? PLACEHOLDER_IMAGE}
                  alt=""
                  width={400}
                  height={300}
                  sizes="12rem"
                  className="aspect-[4/3] w-full max-w-48 rounded-md border border-slate-200 bg-white object-contain"
                />
                <SiteLink to={`/urun/${product.id}`} className="mt-3 block text-base font-bold text-navy-900 hover:underline">
                  {product.name}
                </SiteLink>
                {products.length > 1 && (
                  <a
                    href={comparisonHref(
                      ids.filter((id) => id !== product.id),
                      { differencesOnly },
                    )}
                    rel="nofollow"
                    className="mt-2 inline-block text-sm font-semibold text-accent-700 hover:underline"
                  >
                    Çıkar<span className="sr-only">: {product.name}</span>
                  </a>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kind}-${row.name}`} className="border-t border-slate-200 align-top">
              <th scope="row" className="p-4 font-semibold text-slate-800">
                {row.name}
              </th>
              {row.values.map((value, index) => (
                <td key={ids[index]} className="p-4 text-slate-700">
                  {typeof value === "string" ? (
                    value
                  ) : value.length === 0 ? (
                    MISSING_VALUE
                  ) : (
                    <ul className="list-disc space-y-1 pl-4">
                      {value.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="p-4 text-slate-700">Seçilen ürünlerin karşılaştırılan tüm bilgileri aynı.</p>}
    </div>
  );
}
