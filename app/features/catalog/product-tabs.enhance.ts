export const PRODUCT_TABS = [
  { id: "genel", label: "Genel" },
  { id: "teknik", label: "Teknik Özellikler" },
  { id: "dokumanlar", label: "Dokümanlar" },
] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number]["id"];

/** '#teknik' → 'teknik'; no hash or an unknown one → 'genel'. */
export function tabFromHash(hash: string): ProductTab {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  return PRODUCT_TABS.find((tab) => tab.id === id)?.id ?? "genel";
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The product's sections become tabs (docs/product.md#catalogue): the row of in-page links becomes the tab
 * list, each section a tab panel. The tab follows the address hash (genel = no hash), which a click or the
 * arrow keys replace in place; `[data-alert]` buttons show their message (the missing-document 'İndir').
 * Marked `data-tabs="ready"`, so the sections' own headings (needed while they stand one under the other) are
 * left to screen readers.
 */
export function enhanceProductTabs(root: HTMLElement) {
  const list = root.querySelector<HTMLElement>("[data-tab-list]");
  const tabs = [...root.querySelectorAll<HTMLAnchorElement>("[data-tab-list] a[href^='#']")];
  if (!list || tabs.length === 0) return;
  const tabId = (tab: Element) => tab.id.replace(/^sekme-/, "") as ProductTab;
  const panelOf = (tab: Element) => root.querySelector<HTMLElement>(`#${tabId(tab)}[data-tab-panel]`);

  list.setAttribute("role", "tablist");
  for (const tab of tabs) {
    tab.setAttribute("role", "tab");
    tab.setAttribute("aria-controls", tabId(tab));
    const panel = panelOf(tab);
    panel?.setAttribute("role", "tabpanel");
    panel?.setAttribute("aria-labelledby", tab.id);
    panel?.setAttribute("tabindex", "0");
  }
  root.dataset.tabs = "ready";

  const show = (id: ProductTab) => {
    for (const tab of tabs) {
      const selected = tabId(tab) === id;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = panelOf(tab);
      if (panel) panel.hidden = !selected;
    }
  };
  const select = (id: ProductTab, focus = false) => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}${id === "genel" ? "" : `#${id}`}`);
    show(id);
    if (focus) root.querySelector<HTMLElement>(`#sekme-${id}`)?.focus();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const tab = target.closest('[role="tab"]');
    if (tab) {
      event.preventDefault();
      select(tabId(tab));
    }
    const alerting = target.closest<HTMLElement>("[data-alert]");
    if (alerting) window.alert(alerting.dataset.alert);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const tab = (event.target as Element).closest('[role="tab"]');
    if (!tab) return;
    // A tab is a link underneath: Space selects it as Enter does.
    if (event.key === " ") {
      event.preventDefault();
      select(tabId(tab));
      return;
    }
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    select(tabId(tabs[step(Math.max(0, tabs.indexOf(tab as HTMLAnchorElement)), tabs.length)]!), true);
  };
  const onHashChange = () => show(tabFromHash(window.location.hash));
  root.addEventListener("click", onClick);
  root.addEventListener("keydown", onKeyDown);
  window.addEventListener("hashchange", onHashChange);
  onHashChange();
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("keydown", onKeyDown);
    window.removeEventListener("hashchange", onHashChange);
  };
}
