/**
 * The pause control of a moving strip (WCAG 2.2.2): `[data-pause-toggle]` flips `data-paused` on the
 * enhanced element, which the markup's CSS uses to stop the animation and swap the icon, and sets
 * the button's label from its `data-label-pause` / `data-label-play`.
 */
export function enhancePauseToggle(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>("[data-pause-toggle]");
  if (!button) return;
  const onClick = () => {
    const paused = root.dataset.paused !== "true";
    root.dataset.paused = String(paused);
    root.querySelector<HTMLElement>("[data-testid]")?.setAttribute("data-paused", String(paused));
    button.setAttribute("aria-label", (paused ? button.dataset.labelPlay : button.dataset.labelPause) ?? "");
  };
  button.addEventListener("click", onClick);
  return () => button.removeEventListener("click", onClick);
}
