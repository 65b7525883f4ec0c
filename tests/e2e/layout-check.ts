import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/*
 * The layout assertions of issue 16 (item 11), written once and called by the specs: on the page or
 * in one dialog, no two visible form controls or buttons overlap, no visible text overlaps a control
 * it is not part of (issue 27: a squeezed product name ran over the basket's "Adet" field), none sticks
 * out of its dialog or the viewport, the page does not scroll sideways, and (on the home page, 1024 px
 * and wider) the LCP image lies inside the first viewport.
 */

export const LAYOUT_WIDTHS = [390, 1366, 1920] as const;
/** A height per width, as the devices the QA pass used. */
export const VIEWPORT_HEIGHTS: Record<(typeof LAYOUT_WIDTHS)[number], number> = { 390: 844, 1366: 900, 1920: 1080 };

type Problem = string;

/** Runs in the page: the layout problems of the controls and texts inside `scope` (the document or a dialog). */
function findProblems(scope: Element | null): Problem[] {
  const root = scope ?? document.body;
  const describe = (element: Element) => {
    const label = element.getAttribute("aria-label") || (element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || element.getAttribute("name") || "";
    return `<${element.tagName.toLowerCase()}> “${label.trim().replace(/\s+/g, " ").slice(0, 40)}”`;
  };
  /** Whether an element is drawn at all: visible, and not visually hidden (a skip link until focused, an `sr-only` text). */
  const isDrawn = (element: Element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return false;
    for (let node: Element | null = element; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.clipPath.startsWith("inset(50%") || style.clip === "rect(0px, 0px, 0px, 0px)") return false;
    }
    return true;
  };
  /** The part of a box that `clipper` and its ancestors, where they scroll or clip, do not cut away (null: none). */
  const clipped = (clipper: Element | null, rect: DOMRect) => {
    if (rect.width <= 1 || rect.height <= 1) return null;
    let { left, top, right, bottom } = rect;
    for (let parent = clipper; parent && parent !== document.documentElement; parent = parent.parentElement) {
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.overflowX !== "visible" || parentStyle.overflowY !== "visible") {
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
        top = Math.max(top, box.top);
        bottom = Math.min(bottom, box.bottom);
      }
      if (right - left <= 1 || bottom - top <= 1) return null;
    }
    return { left, top, right, bottom, raw: rect };
  };
  const visibleRect = (element: Element) => (isDrawn(element) ? clipped(element.parentElement, element.getBoundingClientRect()) : null);
  const overlap = (a: { left: number; top: number; right: number; bottom: number }, b: typeof a) => ({
    width: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    height: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  });
  const isFixed = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === "fixed") return true;
    return false;
  };
  const problems: Problem[] = [];
  const controls = [...root.querySelectorAll("input:not([type=hidden]), select, textarea, button, [role=button], a[class*='rounded-md']")]
    .filter((element) => !(scope === null && element.closest("[role=dialog]")))
    .map((element) => ({ element, rect: visibleRect(element), fixed: isFixed(element) }))
    .filter((item): item is { element: Element; rect: NonNullable<ReturnType<typeof visibleRect>>; fixed: boolean } => item.rect !== null);

  for (let a = 0; a < controls.length; a++) {
    for (let b = a + 1; b < controls.length; b++) {
      const first = controls[a]!;
      const second = controls[b]!;
      if (first.element.contains(second.element) || second.element.contains(first.element)) continue;
      // A fixed bar (the phone's call bar) lies over the content by design; the page leaves room to scroll it clear.
      if (first.fixed !== second.fixed) continue;
      const { width, height } = overlap(first.rect, second.rect);
      if (width > 1 && height > 1) problems.push(`${describe(first.element)} overlaps ${describe(second.element)} (${Math.round(width)}×${Math.round(height)} px)`);
    }
  }

  // Text against controls: every line box of every drawn text outside the control, as the Range API measures it.
  // No filter callback: with JavaScript off the page's world cannot run one.
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const drawn = new Map<Element, boolean>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || (scope === null && parent.closest("[role=dialog]"))) continue;
    if (!drawn.has(parent)) drawn.set(parent, isDrawn(parent));
    if (!drawn.get(parent)) continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].map((rect) => clipped(parent, rect)).filter((rect) => rect !== null);
    if (lines.length === 0) continue;
    const fixed = isFixed(parent);
    for (const control of controls) {
      if (control.fixed !== fixed || control.element.contains(node)) continue;
      const worst = lines.map((line) => overlap(line, control.rect)).find(({ width, height }) => width > 1 && height > 1);
      if (worst) {
        const text = node.textContent!.trim().replace(/\s+/g, " ").slice(0, 40);
        problems.push(`text “${text}” overlaps ${describe(control.element)} (${Math.round(worst.width)}×${Math.round(worst.height)} px)`);
      }
    }
  }
  const bounds = scope ? scope.getBoundingClientRect() : { left: 0, right: document.documentElement.clientWidth };
  for (const { element, rect } of controls) {
    // The whole box, clipped or not: a control cut off by its dialog is as broken as one outside it.
    const { left, right } = scope ? rect.raw : rect;
    if (left < bounds.left - 0.5 || right > bounds.right + 0.5) {
      problems.push(`${describe(element)} extends outside ${scope ? "its dialog" : "the viewport"} (${Math.round(left)}–${Math.round(right)} px of ${Math.round(bounds.left)}–${Math.round(bounds.right)})`);
    }
  }
  if (!scope) {
    const { scrollX, scrollY } = window;
    window.scrollTo({ left: 10_000, top: scrollY, behavior: "instant" });
    if (window.scrollX > 0) problems.push(`the page scrolls sideways (by ${Math.round(window.scrollX)} px)`);
    window.scrollTo({ left: scrollX, top: scrollY, behavior: "instant" });
  }
  return problems;
}

/** The layout problems of the page (dialogs left out), for a spec that checks many pages and reports them together. */
export function pageLayoutProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(findProblems, null);
}

/** No overlapping or sticking-out controls, no text over a control and no sideways scrolling, on the page (dialogs left out). */
export async function expectSoundPageLayout(page: Page, what = page.url()) {
  expect(await pageLayoutProblems(page), `${what} at ${page.viewportSize()?.width} px`).toEqual([]);
}

/** Inside one open panel that lies over the page by design (the mobile menu): its controls and texts overlap no control of it and stay inside it. */
export async function expectSoundPanelLayout(panel: Locator, what: string) {
  await expect(panel).toBeVisible();
  expect(await panel.evaluate(findProblems), `${what} at ${panel.page().viewportSize()?.width} px`).toEqual([]);
}

/** The same inside one open dialog: its controls and texts overlap no control and stay inside it. */
export async function expectSoundDialogLayout(dialog: Locator, what: string) {
  await expect(dialog).toBeVisible();
  const width = dialog.page().viewportSize()?.width;
  expect(await dialog.evaluate(findProblems), `${what} at ${width} px`).toEqual([]);
  expect(await dialog.page().evaluate(findProblems, null), `page behind ${what} at ${width} px`).toEqual([]);
}

/** Home, 1024 px and wider: the LCP image (the first slide's picture) lies wholly inside the first viewport. */
export async function expectLcpImageInFirstViewport(page: Page) {
  const viewport = page.viewportSize()!;
  const box = await page.locator("img[fetchpriority=high]").first().boundingBox();
  expect(box, "the hero image").not.toBeNull();
  expect(
    { top: box!.y >= 0, bottom: box!.y + box!.height <= viewport.height, left: box!.x >= 0, right: box!.x + box!.width <= viewport.width },
    `hero image at ${Math.round(box!.x)},${Math.round(box!.y)} ${Math.round(box!.width)}×${Math.round(box!.height)} in ${viewport.width}×${viewport.height}`,
  ).toEqual({ top: true, bottom: true, left: true, right: true });
}
