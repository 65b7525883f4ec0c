import { Search, X } from "lucide-react";
import { Form, useNavigate } from "react-router";
import { SiteLink } from "#app/components/ui/site-link";
import { CATEGORY_FILTER_ORDER, findCategoryBySlug } from "#app/domain/catalog-taxonomy";
import { productsHref, type ProductsUrlState } from "./products-url";

const selectClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:border-accent-600";

/**
 * The /urunler filters as a GET form: without JavaScript the 'Filtrele' button submits it; with
 * JavaScript a changed select navigates at once (dropping the subcategory when the category changes).
 */
export function ProductFilters({ state, brands }: { state: ProductsUrlState; brands: string[] }) {
  const navigate = useNavigate();
  const go = (changes: ProductsUrlState) => {
    void navigate(productsHref({ ...state, page: undefined, ...changes }));
  };
  return (
    <Form
      method="get"
      action="/urunler"
      onSubmit={(event) => {
        // With JavaScript, submit to the canonical address (no empty parameters).
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const field = (name: string) => String(form.get(name) ?? "").trim() || undefined;
        go({ category: field("category"), brand: field("brand"), q: field("q") });
      }}
      data-enhance="filters"
      // The filters show the address's state: the browser must not restore what was picked before.
      autoComplete="off"
      role="search" aria-label="Ürün filtreleri" className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 md:grid-cols-[1fr_1fr_1.5fr_auto] md:items-end">
      {state.subcategory && <input type="hidden" name="subcategory" value={state.subcategory} />}
      <div>
        <label htmlFor="filtre-kategori" className="text-sm font-semibold text-slate-800">
          Kategori
        </label>
        <select
          id="filtre-kategori"
          name="category"
          defaultValue={state.category ?? ""}
          className={selectClass}
          onChange={(event) => go({ category: event.currentTarget.value || undefined, subcategory: undefined })}
        >
          <option value="">Tüm Kategoriler</option>
          {CATEGORY_FILTER_ORDER.map((slug) => (
            <option key={slug} value={slug}>
              {findCategoryBySlug(slug)?.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtre-marka" className="text-sm font-semibold text-slate-800">
          Marka
        </label>
        <select
          id="filtre-marka"
          name="brand"
          defaultValue={state.brand ?? ""}
          className={selectClass}
          onChange={(event) => go({ brand: event.currentTarget.value || undefined })}
        >
          <option value="">Tüm Markalar</option>
          {state.brand && !brands.includes(state.brand) && <option value={state.brand}>{state.brand}</option>}
          {brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filtre-arama" className="text-sm font-semibold text-slate-800">
          Ürün ara
        </label>
        <input
          id="filtre-arama"
          type="search"
          name="q"
          defaultValue={state.q ?? ""}
          maxLength={100}
          placeholder="Ürün adı, marka veya açıklama"
          className={selectClass}
        />
      </div>
      <div className="flex gap-2">
        <button type="submit" className="inline-flex items-center gap-2 rounded-md bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700">
          <Search aria-hidden="true" className="size-4" /> Filtrele
        </button>
        <SiteLink to="/urunler" className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
          <X aria-hidden="true" className="size-4" /> Filtreleri Temizle
        </SiteLink>
      </div>
    </Form>
  );
}
