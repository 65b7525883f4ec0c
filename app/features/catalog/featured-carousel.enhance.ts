/**
 * The featured products carousel on its server markup (loop, one slide per step): the
 * `[data-carousel-viewport]` scrolls by CSS scroll snapping (swipe, trackpad, keyboard), and the
 * `[data-carousel-prev|next]` buttons move it one card, wrapping from the last card to the first and
 * back. Smooth unless the visitor asked for less motion.
 */
export function enhanceCarousel(root: HTMLElement) {
  const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
  if (!viewport) return;
  const step = (direction: 1 | -1) => {
    const slide = viewport.querySelector<HTMLElement>("li");
    const width = slide?.getBoundingClientRect().width ?? viewport.clientWidth;
    const end = viewport.scrollWidth - viewport.clientWidth;
    const behavior: ScrollBehavior = window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth";
    // Within half a pixel of an end counts as the end (fractional widths).
    if (direction === 1 && viewport.scrollLeft >= end - 0.5) viewport.scrollTo({ left: 0, behavior });
    else if (direction === -1 && viewport.scrollLeft <= 0.5) viewport.scrollTo({ left: end, behavior });
    else viewport.scrollBy({ left: direction * width, behavior });
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element).closest("button");
    if (button?.hasAttribute("data-carousel-next")) step(1);
    else if (button?.hasAttribute("data-carousel-prev")) step(-1);
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
