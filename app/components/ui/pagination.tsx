import { ChevronLeft, ChevronRight } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";

const itemClass = "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-semibold";

/** Page links (real URLs, so every page is crawlable and works without JavaScript). */
export function Pagination({
  page,
  pages,
  pageCount,
  href,
}: {
  page: number;
  /** Page numbers to show, null for a gap. */
  pages: (number | null)[];
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Sayfalar" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <SiteLink to={href(page - 1)} rel="prev" className={`${itemClass} border-slate-300 text-slate-800 hover:bg-slate-100`}>
          <ChevronLeft aria-hidden="true" className="size-4" /> Önceki
        </SiteLink>
      )}
      <ul className="flex flex-wrap items-center gap-2">
        {pages.map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={number}>
              <SiteLink
                to={href(number)}
                aria-label={`Sayfa ${number}`}
                aria-current={number === page ? "page" : undefined}
                className={
                  number === page
                    ? `${itemClass} border-navy-900 bg-navy-900 text-white`
                    : `${itemClass} border-slate-300 text-slate-800 hover:bg-slate-100`
                }
              >
                {number}
              </SiteLink>
            </li>
          ),
        )}
      </ul>
      {page < pageCount && (
        <SiteLink to={href(page + 1)} rel="next" className={`${itemClass} border-slate-300 text-slate-800 hover:bg-slate-100`}>
          Sonraki <ChevronRight aria-hidden="true" className="size-4" />
        </SiteLink>
      )}
    </nav>
  );
}
