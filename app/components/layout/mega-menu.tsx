import { ChevronDown } from "lucide-react";
import { Link } from "react-router";
import { CATEGORIES, categoryHref } from "#app/domain/catalog-taxonomy";

/**
 * The Ürünler mega menu: "Tüm Ürünler" first, then 12 categories with their subcategories. A
 * `<details>` disclosure, so it opens without JavaScript (a click); with it, also on hover and focus
 * (disclosure-menus.enhance.ts). Subcategory links are full-document links
 * (docs/product.md#interface-behaviour).
 */
export function MegaMenu({ summaryClassName }: { summaryClassName: string }) {
  return (
    <details data-menu className="group/menu static">
      <summary className={summaryClassName}>
        Ürünler
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/menu:rotate-180" />
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white shadow-xl">
        <div className="mx-auto max-w-content px-6 py-8">
          <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2">
            {/* The direct way to /urunler, first in the panel: the "Ürünler" label opens the panel. */}
            <Link to="/urunler" className="text-base font-bold text-accent-700 hover:underline">
              Tüm Ürünler
            </Link>
            <p className="text-sm font-semibold text-slate-600">Ürün Kategorileri</p>
          </div>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-6 xl:grid-cols-4">
            {CATEGORIES.map((category) => (
              <li key={category.slug}>
                <Link
                  to={categoryHref(category.slug)}
                  className="text-sm font-bold text-navy-900 hover:text-accent-700 hover:underline"
                >
                  {category.name}
                </Link>
                <ul className="mt-2 space-y-1.5">
                  {category.subcategories.map((subcategory) => (
                    <li key={subcategory.slug}>
                      <Link
                        reloadDocument
                        to={categoryHref(category.slug, subcategory.slug)}
                        className="text-sm text-slate-700 hover:text-accent-700 hover:underline"
                      >
                        {subcategory.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}
