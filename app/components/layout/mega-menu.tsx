import { MaskIcon } from "#app/components/ui/mask-icon";
import { SiteLink } from "#app/components/ui/site-link";
import { CATEGORIES, categoryHref } from "#app/domain/catalog-taxonomy";

/**
 * The Ürünler mega menu: "Tüm Ürünler" first, then 12 categories with their subcategories. A
 * `<details>` disclosure, so it opens without JavaScript (a click); with it, also on hover and focus
 * (disclosure-menus.enhance.ts). Subcategory links are full-document links
 * (docs/product.md#interface-behaviour).
 */
export function MegaMenu({ summaryClassName }: { summaryClassName: string }) {
  return (
    <details data-menu className="static">
      <summary className={summaryClassName}>
        Ürünler
        <MaskIcon name="chevron-down" />
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white shadow-xl">
        <div className="mx-auto max-w-content px-6 py-8">
          <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2">
            {/* The direct way to /urunler, first in the panel: the "Ürünler" label opens the panel. */}
            <SiteLink
              to="/urunler"
              className="text-base font-bold text-accent-700 hover:underline"
            >
              Tüm Ürünler
            </SiteLink>
            <p className="text-sm font-semibold text-slate-600">
              Ürün Kategorileri
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-x-8 gap-y-6 xl:grid-cols-4">
            {CATEGORIES.map((category) => (
              <li key={category.slug}>
                <SiteLink
                  to={categoryHref(category.slug)}
                  className="menu-category"
                >
                  {category.name}
                </SiteLink>
                <ul className="mt-2 space-y-1.5">
                  {category.subcategories.map((subcategory) => (
                    <li key={subcategory.slug}>
                      <SiteLink
                        reloadDocument
                        to={categoryHref(category.slug, subcategory.slug)}
                        className="menu-subcategory"
                      >
                        {subcategory.name}
                      </SiteLink>
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
