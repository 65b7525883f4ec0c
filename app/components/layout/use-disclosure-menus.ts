import { useEffect, useRef, type RefObject } from "react";
import { useLocation } from "react-router";
import { enhanceDisclosureMenus } from "./disclosure-menus.enhance";

/**
 * The header's `<details>` menus where React renders the page: `enhanceDisclosureMenus` (the same
 * behaviour the enhancement script gives script-free pages), and navigating closes them all.
 */
export function useDisclosureMenus(container: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const shownLocation = useRef(location.key);

  useEffect(() => {
    // Not on hydration: a menu the visitor opened before the scripts arrived stays open.
    if (shownLocation.current === location.key) return;
    shownLocation.current = location.key;
    container.current?.querySelectorAll("details[open]").forEach((menu) => menu.removeAttribute("open"));
  }, [container, location.key]);

  useEffect(() => {
    if (!container.current) return;
    return enhanceDisclosureMenus(container.current);
  }, [container]);
}
