export const PRODUCT_TABS = [
  { id: "genel", label: "Genel Bilgiler" },
  { id: "teknik", label: "Teknik Özellikler" },
  { id: "dokumanlar", label: "Dokümanlar" },
] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number]["id"];

/** '#teknik' → 'teknik'; no hash or an unknown one → 'genel' (SPEC 4). */
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
 * The product detail tabs on their server markup (SPEC 4): the tab follows the address hash
 * (genel = no hash), which a click or the arrow keys replace in place; `[data-alert]` buttons show
 * their message (the missing-document 'İndir').
 */
export function enhanceProductTabs(root: HTMLElement) {
  const tabs = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const show = (id: ProductTab) => {
    for (const tab of tabs) {
      const selected = tab.id === `sekme-${id}`;
      tab.setAttribute("aria-selected", String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = root.querySelector<HTMLElement>(`#${tab.getAttribute("aria-controls")}`);
      if (panel) panel.hidden = !selected;
    }
  };
  const select = (id: ProductTab, focus = false) => {
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", `${pathname}${search}${id === "genel" ? "" : `#${id}`}`);
    show(id);
    if (focus) root.querySelector<HTMLElement>(`#sekme-${id}`)?.focus();
  };
  const tabId = (tab: Element) => tab.id.replace(/^sekme-/, "") as ProductTab;
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    const tab = target.closest('[role="tab"]');
    if (tab) select(tabId(tab));
    const alerting = target.closest<HTMLElement>("[data-alert]");
    if (alerting) window.alert(alerting.dataset.alert);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    const current = tabs.findIndex((tab) => tab.getAttribute("aria-selected") === "true");
    if (!step || !(event.target as Element).closest('[role="tablist"]')) return;
    event.preventDefault();
    select(tabId(tabs[step(Math.max(0, current), tabs.length)]!), true);
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
