/** Next index, wrapping around in both directions. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export const HERO_INTERVAL_MS = 3000;
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/**
 * The home hero's behaviour on its server markup: previous, next and dots, wrapping; it
 * advances every 3 s, stops on hover and while focus is inside, has a visible pause control (WCAG
 * 2.2.2), and does not start under prefers-reduced-motion unless the visitor presses play.
 * Markup: `[data-slide]` groups, `[data-slide-dot]` buttons, `[data-slide-prev|next|toggle]`, and
 * the live region `[data-slides]`; the section's `data-running` shows the pause or play icon.
 */
export function enhanceHeroSlider(section: HTMLElement) {
  const slides = [...section.querySelectorAll<HTMLElement>("[data-slide]")];
  const dots = [...section.querySelectorAll<HTMLButtonElement>("[data-slide-dot]")];
  const toggle = section.querySelector<HTMLButtonElement>("[data-slide-toggle]");
  const live = section.querySelector<HTMLElement>("[data-slides]");
  if (slides.length < 2) return;
  let index = Math.max(0, slides.findIndex((slide) => !slide.hidden));
  let playState: "auto" | "paused" | "playing" = "auto";
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const motion = window.matchMedia(REDUCED_MOTION);

  const running = () => playState === "playing" || (playState === "auto" && !motion.matches);
  const render = () => {
    slides.forEach((slide, slideIndex) => (slide.hidden = slideIndex !== index));
    dots.forEach((dot, dotIndex) => (dotIndex === index ? dot.setAttribute("aria-current", "true") : dot.removeAttribute("aria-current")));
    const isRunning = running();
    const moving = isRunning && !hovered && !focused;
    section.dataset.running = String(isRunning);
    toggle?.setAttribute("aria-label", isRunning ? "Slaytları durdur" : "Slaytları oynat");
    live?.setAttribute("aria-live", moving ? "off" : "polite");
    clearTimeout(timer);
    if (moving) timer = setTimeout(() => go(index + 1), HERO_INTERVAL_MS);
  };
  const go = (next: number) => {
    index = wrapIndex(next, slides.length);
    render();
  };

  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest("button");
    if (!button || !section.contains(button)) return;
    if (button.hasAttribute("data-slide-prev")) go(index - 1);
    else if (button.hasAttribute("data-slide-next")) go(index + 1);
    else if (button.hasAttribute("data-slide-dot")) go(dots.indexOf(button));
    else if (button === toggle) {
      playState = running() ? "paused" : "playing";
      render();
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
  };
  const onEnter = () => ((hovered = true), render());
  const onLeave = () => ((hovered = false), render());
  const onFocusIn = () => ((focused = true), render());
  const onFocusOut = (event: FocusEvent) => {
    if (section.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  };
  section.addEventListener("click", onClick);
  section.addEventListener("keydown", onKeyDown);
  section.addEventListener("mouseenter", onEnter);
  section.addEventListener("mouseleave", onLeave);
  section.addEventListener("focusin", onFocusIn);
  section.addEventListener("focusout", onFocusOut);
  motion.addEventListener("change", render);
  render();
  return () => {
    clearTimeout(timer);
    section.removeEventListener("click", onClick);
    section.removeEventListener("keydown", onKeyDown);
    section.removeEventListener("mouseenter", onEnter);
    section.removeEventListener("mouseleave", onLeave);
    section.removeEventListener("focusin", onFocusIn);
    section.removeEventListener("focusout", onFocusOut);
    motion.removeEventListener("change", render);
  };
}
