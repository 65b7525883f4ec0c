/** How long the pointer may be outside a menu opened by hovering before it closes (crossing a gap). */
export const HOVER_CLOSE_DELAY_MS = 250;

/**
 * Progressive enhancement for the header's `<details>` menus, which already work without
 * JavaScript (ADR 004): only one open at a time, Escape closes and returns focus to its toggle, and
 * a click outside closes. The top-level menus also open when a mouse hovers them or their toggle
 * gets focus (issue 16); the click that follows such an opening keeps the menu open.
 */
export function enhanceDisclosureMenus(root: HTMLElement) {
  const menus = () => Array.from(root.querySelectorAll<HTMLDetailsElement>("details[data-menu]"));
  /** Opened by hover or focus, not yet clicked: the summary's next click must not close it. */
  const openedImplicitly = new WeakSet<HTMLDetailsElement>();
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  /** A menu of the desktop navigation (the phone's menu is a `<details>` around its `<nav>`, opened by tapping). */
  const topMenuOf = (target: EventTarget | null) => {
    const menu = target instanceof Element ? target.closest<HTMLDetailsElement>("details[data-menu]") : null;
    return menu?.closest("nav") ? menu : null;
  };
  /** Escape hands the focus back to the toggle: that focus must not open the menu again. */
  let returningFocus = false;
  const openImplicitly = (menu: HTMLDetailsElement) => {
    if (menu.open) return;
    openedImplicitly.add(menu);
    menu.open = true;
  };

  const onPointerOver = (event: PointerEvent) => {
    const menu = topMenuOf(event.target);
    if (event.pointerType !== "mouse" || !menu) return;
    clearTimeout(closeTimer);
    openImplicitly(menu);
  };
  const onPointerOut = (event: PointerEvent) => {
    const menu = topMenuOf(event.target);
    if (event.pointerType !== "mouse" || !menu || menu.contains(event.relatedTarget as Node | null)) return;
    if (!openedImplicitly.has(menu)) return;
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => {
      if (openedImplicitly.has(menu)) menu.open = false;
    }, HOVER_CLOSE_DELAY_MS);
  };
  const onFocusIn = (event: FocusEvent) => {
    const summary = event.target instanceof HTMLElement && event.target.tagName === "SUMMARY" ? event.target : null;
    const menu = topMenuOf(summary);
    if (menu && summary!.parentElement === menu && !returningFocus && summary!.matches(":focus-visible")) openImplicitly(menu);
  };
  const onClick = (event: MouseEvent) => {
    const summary = event.target instanceof Element ? event.target.closest("summary") : null;
    const menu = summary?.parentElement;
    if (!(menu instanceof HTMLDetailsElement) || !openedImplicitly.has(menu)) return;
    openedImplicitly.delete(menu);
    if (menu.open) event.preventDefault();
  };

  const onToggle = (event: Event) => {
    const opened = event.target as HTMLDetailsElement;
    if (!opened.open) {
      openedImplicitly.delete(opened);
      return;
    }
    for (const menu of menus()) {
      if (menu !== opened && !menu.contains(opened) && menu.open) menu.open = false;
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const open = (event.target as HTMLElement).closest<HTMLDetailsElement>("details[open]");
    if (!open) return;
    open.open = false;
    returningFocus = true;
    open.querySelector<HTMLElement>("summary")?.focus();
    returningFocus = false;
  };
  const onPointerDown = (event: PointerEvent) => {
    for (const menu of menus()) {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    }
  };

  root.addEventListener("toggle", onToggle, true);
  root.addEventListener("keydown", onKeyDown);
  root.addEventListener("pointerover", onPointerOver);
  root.addEventListener("pointerout", onPointerOut);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("click", onClick);
  document.addEventListener("pointerdown", onPointerDown);
  return () => {
    clearTimeout(closeTimer);
    root.removeEventListener("toggle", onToggle, true);
    root.removeEventListener("keydown", onKeyDown);
    root.removeEventListener("pointerover", onPointerOver);
    root.removeEventListener("pointerout", onPointerOut);
    root.removeEventListener("focusin", onFocusIn);
    root.removeEventListener("click", onClick);
    document.removeEventListener("pointerdown", onPointerDown);
  };
}
