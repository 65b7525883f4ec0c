/**
 * The client marquee's controls (WCAG 2.2.2): the button pauses and resumes it, a finger on
 * it holds it still. Both set `data-paused` on the track, which its CSS stops; the button's own
 * `data-paused` swaps its icon and text ("Kaydırmayı durdur" / "Kaydırmayı başlat") by CSS.
 */
export function enhanceClientMarquee(root: HTMLElement) {
  const viewport = root.querySelector<HTMLElement>("[data-marquee-viewport]");
  const track = root.querySelector<HTMLElement>("[data-marquee-track]");
  const button = root.querySelector<HTMLButtonElement>("[data-pause-toggle]");
  if (!viewport || !track || !button) return;
  let paused = false;
  let touching = false;
  const show = () => {
    track.dataset.paused = String(paused || touching);
    button.dataset.paused = String(paused);
  };
  const onClick = () => {
    paused = !paused;
    show();
  };
  const hold = (held: boolean) => () => {
    touching = held;
    show();
  };
  const touchStart = hold(true);
  const touchEnd = hold(false);
  button.addEventListener("click", onClick);
  viewport.addEventListener("touchstart", touchStart, { passive: true });
  viewport.addEventListener("touchend", touchEnd);
  viewport.addEventListener("touchcancel", touchEnd);
  return () => {
    button.removeEventListener("click", onClick);
    viewport.removeEventListener("touchstart", touchStart);
    viewport.removeEventListener("touchend", touchEnd);
    viewport.removeEventListener("touchcancel", touchEnd);
  };
}
