import { Link2, Share2 } from "lucide-react";
import { useHydrated } from "#app/lib/use-hydrated";

export const LINK_COPIED_MESSAGE = "Link kopyalandı!";

/** SPEC 2: Twitter, Facebook and LinkedIn. Plain links that open on click: no third-party script or request before. */
export function postShareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { id: "twitter", label: "Twitter", suffix: "’da paylaş", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { id: "facebook", label: "Facebook", suffix: "’ta paylaş", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: "linkedin", label: "LinkedIn", suffix: "’de paylaş", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const;
}

function canShareNatively(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.share === "function";
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

export function PostShare({ url, title }: { url: string; title: string }) {
  // The server cannot know whether the browser has a share sheet; until hydration the button offers the copy.
  const native = useHydrated() && canShareNatively();
  const buttonClass =
    "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100";
  return (
    <section aria-labelledby="share-heading" className="print:hidden">
      <h2 id="share-heading" className="text-base font-semibold text-slate-800">
        Bu yazıyı paylaşın
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {postShareLinks(url, title).map((link) => (
          <li key={link.id}>
            <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label}${link.suffix} (yeni sekmede açılır)`} className={buttonClass}>
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => void shareOrCopy(url, title)} className={buttonClass}>
            {native ? <Share2 aria-hidden="true" className="size-4" /> : <Link2 aria-hidden="true" className="size-4" />}
            {native ? "Paylaş" : "Linki Kopyala"}
          </button>
        </li>
      </ul>
    </section>
  );
}
