/**
 * Progressive enhancement for the header's `<details>` menus, which already work without
 * JavaScript (ADR 004): only one open at a time, Escape closes and returns focus to its toggle, and
 * a click outside closes.
 */
export function enhanceDisclosureMenus(root: HTMLElement) {
  const menus = () => Array.from(root.querySelectorAll<HTMLDetailsElement>("details[data-menu]"));

  const onToggle = (event: Event) => {
    const opened = event.target as HTMLDetailsElement;
    if (!opened.open) return;
    for (const menu of menus()) {
      if (menu !== opened && !menu.contains(opened) && menu.open) menu.open = false;
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    const open = (event.target as HTMLElement).closest<HTMLDetailsElement>("details[open]");
    if (!open) return;
    open.open = false;
    open.querySelector<HTMLElement>("summary")?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    for (const menu of menus()) {
      if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
    }
  };

  root.addEventListener("toggle", onToggle, true);
  root.addEventListener("keydown", onKeyDown);
  document.addEventListener("pointerdown", onPointerDown);
  return () => {
    root.removeEventListener("toggle", onToggle, true);
    root.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onPointerDown);
  };
}
