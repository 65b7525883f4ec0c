import { productsHref, type ProductsUrlState } from "./products-url";

/**
 * The /urunler filter form on its server markup: without JavaScript 'Filtrele' submits it as a GET;
 * with this, a changed select loads its list at once (a category change drops the subcategory), the
 * search goes to the canonical address (no empty parameters), and the list shows the 9 skeleton
 * cards (`template[data-products-skeleton]`, docs/product.md#interface-behaviour) while the next page loads.
 */
export function enhanceProductFilters(form: HTMLElement) {
  if (!(form instanceof HTMLFormElement)) return;
  const field = (name: string) => {
    const value = new FormData(form).get(name);
    return typeof value === "string" && value.trim() ? value.trim() : undefined;
  };
  const results = document.querySelector<HTMLElement>("[data-products-results]");
  const skeleton = document.querySelector<HTMLTemplateElement>("template[data-products-skeleton]");
  const shown = results ? [...results.childNodes] : [];
  const go = (changes: ProductsUrlState) => {
    const state: ProductsUrlState = { category: field("category"), subcategory: field("subcategory"), brand: field("brand"), q: field("q") };
    if (results && skeleton) results.replaceChildren(skeleton.content.cloneNode(true));
    window.location.assign(productsHref({ ...state, page: undefined, ...changes }));
  };
  // Back to this page from the browser's cache: its list and its filters as the address says.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    results?.replaceChildren(...shown);
    form.reset();
  };
  const onChange = (event: Event) => {
    const select = event.target as HTMLSelectElement;
    if (select.name === "category") go({ category: select.value || undefined, subcategory: undefined });
    else if (select.name === "brand") go({ brand: select.value || undefined });
  };
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    go({});
  };
  form.addEventListener("change", onChange);
  form.addEventListener("submit", onSubmit);
  window.addEventListener("pageshow", onPageShow);
  return () => {
    form.removeEventListener("change", onChange);
    form.removeEventListener("submit", onSubmit);
    window.removeEventListener("pageshow", onPageShow);
  };
}
