/**
 * The click-to-load map on its server markup: 'Haritayı Göster' (hidden until this runs, as it
 * needs JavaScript) replaces the placeholder with Google's iframe. Until then the page makes no
 * request to Google; without JavaScript the "Google Haritalar'da aç" link still works.
 */
export function enhanceClickToLoadMap(root: HTMLElement) {
  const button = root.querySelector<HTMLButtonElement>("button[data-map-show]");
  const { mapSrc, mapTitle } = root.dataset;
  if (!button || !mapSrc || !mapTitle) return;
  const show = () => {
    const iframe = document.createElement("iframe");
    iframe.title = mapTitle;
    iframe.src = mapSrc;
    iframe.loading = "lazy";
    iframe.referrerPolicy = "strict-origin-when-cross-origin";
    iframe.className = "h-80 w-full rounded-xl border-0";
    root.replaceChildren(iframe);
  };
  button.hidden = false;
  button.addEventListener("click", show);
  return () => button.removeEventListener("click", show);
}
