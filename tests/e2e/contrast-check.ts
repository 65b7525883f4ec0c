import type AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

type AxeIncomplete = Awaited<ReturnType<AxeBuilder["analyze"]>>["incomplete"];

/*
 * What axe's colour-contrast rule leaves undecided, decided here (issue 27 item 22). axe files text
 * under "incomplete" (needs review), not under violations, when
 * - the text has the very colour of its background (1:1, "equalRatio": axe takes that for text hidden
 *   on purpose), which is how a navy heading on a navy band went unnoticed; or
 * - the background is a gradient or an image ("bgGradient", "bgImage"), as on every page heading band.
 * For those nodes this compares the computed text colour with the nearest painted background: every
 * colour stop of a gradient (the worst one counts), else the background colour. Text over a picture
 * cannot be judged and is reported too.
 */

const UNDECIDED_BACKGROUND = new Set(["equalRatio", "bgGradient", "bgImage"]);

export type ContrastFailure = { target: string; text: string; ratio: number; required: number; reason: string };

/** The selectors of the colour-contrast nodes axe could not decide because of their background. */
export function undecidedContrastTargets(incomplete: AxeIncomplete): string[] {
  return incomplete
    .filter((result) => result.id === "color-contrast")
    .flatMap((result) => result.nodes)
    .filter((node) => node.any.some((check) => UNDECIDED_BACKGROUND.has(check.data?.messageKey)))
    .flatMap((node) => (node.target.length === 1 && typeof node.target[0] === "string" ? [node.target[0]] : []));
}

/** Runs in the page: the contrast failures among `targets`. */
function measure(targets: string[]): ContrastFailure[] {
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  /** Any CSS colour (rgb, oklch, …) as sRGB 0–255 and alpha 0–1, through the canvas. */
  const toRgba = (color: string) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = "#000";
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return { r: r!, g: g!, b: b!, a: a! / 255 };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const channel = (value: number) => {
      const s = value / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (one: { r: number; g: number; b: number }, two: { r: number; g: number; b: number }) => {
    const [light, dark] = [luminance(one), luminance(two)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  const COLOR = /(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^()]*\)|#[0-9a-f]{3,8}\b/gi;

  const failures: ContrastFailure[] = [];
  for (const target of targets) {
    const element = document.querySelector(target);
    if (!element) continue;
    const style = getComputedStyle(element);
    const size = Number.parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const required = large ? 3 : 4.5;
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    const foreground = toRgba(style.color);
    // The nearest ancestor (or the element) that paints a background: its gradient stops, else its colour.
    let backgrounds: { r: number; g: number; b: number }[] = [];
    let reason = "";
    for (let node: Element | null = element; node; node = node.parentElement) {
      const painted = getComputedStyle(node);
      if (painted.backgroundImage.includes("url(")) {
        reason = "text over a background picture";
        break;
      }
      if (painted.backgroundImage.includes("gradient")) {
        backgrounds = (painted.backgroundImage.match(COLOR) ?? []).map(toRgba);
        reason = "gradient";
        break;
      }
      const color = toRgba(painted.backgroundColor);
      if (color.a > 0) {
        backgrounds = [color];
        reason = "background colour";
        break;
      }
    }
    if (backgrounds.length === 0) {
      failures.push({ target, text, ratio: 0, required, reason: reason || "no background found" });
      continue;
    }
    const worst = Math.min(...backgrounds.map((background) => ratio(foreground, background)));
    if (worst < required) failures.push({ target, text, ratio: Math.round(worst * 100) / 100, required, reason });
  }
  return failures;
}

/** The contrast failures among the nodes axe left undecided (see above). */
export function contrastFailures(page: Page, targets: string[]): Promise<ContrastFailure[]> {
  return targets.length === 0 ? Promise.resolve([]) : page.evaluate(measure, targets);
}
