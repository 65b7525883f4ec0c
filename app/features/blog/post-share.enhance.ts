export const LINK_COPIED_MESSAGE = "Link kopyalandı!";

function canShareNatively(): boolean {
  return typeof navigator.share === "function";
}

/** The browser's share sheet where there is one; otherwise the link goes to the clipboard with the alert 'Link kopyalandı!'. */
export async function shareOrCopy(url: string, title: string) {
  if (canShareNatively()) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // The visitor closed the sheet: nothing to do. Any other refusal falls back to copying.
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert(LINK_COPIED_MESSAGE);
  } catch {
    // No clipboard (an insecure origin or a denied permission): show the link to copy by hand.
    window.prompt("Bağlantıyı kopyalayın:", url);
  }
}

/**
 * The post's fourth share button on its server markup (`data-share-url`, `data-share-title`): hidden
 * until this runs, since it needs JavaScript; then 'Paylaş' where the browser has a share sheet,
 * else 'Linki Kopyala'. The three network links are plain links and need nothing.
 */
export function enhancePostShare(root: HTMLElement) {
  const { shareUrl, shareTitle } = root.dataset;
  const item = root.querySelector<HTMLElement>("[data-share-button]");
  const button = item?.querySelector("button");
  if (!shareUrl || shareTitle === undefined || !item || !button) return;
  const native = canShareNatively();
  for (const label of root.querySelectorAll<HTMLElement>("[data-share-label]")) label.hidden = (label.dataset.shareLabel === "native") !== native;
  item.hidden = false;
  const onClick = () => void shareOrCopy(shareUrl, shareTitle);
  button.addEventListener("click", onClick);
  return () => {
    button.removeEventListener("click", onClick);
    item.hidden = true;
  };
}
