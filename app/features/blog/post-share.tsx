import { Link2, Share2 } from "lucide-react";
import { useEnhancement } from "#app/lib/use-enhancement";
import { enhancePostShare } from "./post-share.enhance";

/**
 * Twitter, Facebook and LinkedIn (docs/product.md#blog). Plain links that open on click: no third-party
 * script or request before.
 */
export function postShareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    { id: "twitter", label: "Twitter", suffix: "’da paylaş", href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}` },
    { id: "facebook", label: "Facebook", suffix: "’ta paylaş", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { id: "linkedin", label: "LinkedIn", suffix: "’de paylaş", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const;
}

export function PostShare({ url, title }: { url: string; title: string }) {
  const ref = useEnhancement<HTMLElement>(enhancePostShare);
  const buttonClass =
    "inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100";
  return (
    <section ref={ref} data-enhance="share" data-share-url={url} data-share-title={title} aria-labelledby="share-heading" className="print:hidden">
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
        {/* Shown by enhancePostShare: sharing and copying need JavaScript. */}
        <li data-share-button hidden>
          <button type="button" className={buttonClass}>
            <span data-share-label="native" hidden className="inline-flex items-center gap-2">
              <Share2 aria-hidden="true" className="size-4" /> Paylaş
            </span>
            <span data-share-label="copy" className="inline-flex items-center gap-2">
              <Link2 aria-hidden="true" className="size-4" /> Linki Kopyala
            </span>
          </button>
        </li>
      </ul>
    </section>
  );
}
