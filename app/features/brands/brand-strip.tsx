import { Pause, Play } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { Picture } from "#app/components/ui/picture";
import { useEnhancement } from "#app/lib/use-enhancement";
import { enhancePauseToggle } from "./brand-strip.enhance";

export type StripBrand = { id: number; name: string; logoUrl: string | null };

function BrandTile({ brand, hidden }: { brand: StripBrand; hidden?: boolean }) {
  return (
    <li className="shrink-0 pr-4" aria-hidden={hidden || undefined}>
      <SiteLink
        to={`/urunler?brand=${encodeURIComponent(brand.name)}`}
        tabIndex={hidden ? -1 : undefined}
        className="flex h-20 w-44 items-center justify-center rounded-lg border border-slate-200 bg-white p-3 hover:border-accent-600"
      >
        {brand.logoUrl ? (
          <Picture src={brand.logoUrl} alt={hidden ? "" : brand.name} width={240} height={96} sizes="120px" className="max-h-12 w-auto" />
        ) : (
          <span className="font-bold text-navy-900">{brand.name}</span>
        )}
      </SiteLink>
    </li>
  );
}

/**
 * Continuous brand strip (docs/product.md#interface-behaviour): the list twice in a row, scrolled by CSS;
 * paused on hover, on focus and by a visible control (WCAG 2.2.2); still under prefers-reduced-motion.
 */
export function BrandStrip({ brands }: { brands: StripBrand[] }) {
  const ref = useEnhancement<HTMLDivElement>(enhancePauseToggle);
  return (
    <div ref={ref} data-enhance="pause-toggle" data-paused="false" className="group relative mt-8">
      <div className="overflow-hidden">
        <ul
          className="flex w-max animate-marquee group-hover:[animation-play-state:paused] group-focus-within:[animation-play-state:paused] group-data-[paused=true]:[animation-play-state:paused] motion-reduce:animate-none"
          data-testid="brand-strip"
          data-paused="false"
        >
          {brands.map((brand) => (
            <BrandTile key={brand.id} brand={brand} />
          ))}
          {brands.map((brand) => (
            <BrandTile key={`copy-${brand.id}`} brand={brand} hidden />
          ))}
        </ul>
      </div>
      <button
        type="button"
        data-pause-toggle
        data-label-pause="Marka şeridini durdur"
        data-label-play="Marka şeridini oynat"
        aria-label="Marka şeridini durdur"
        className="mt-4 inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 motion-reduce:hidden"
      >
        <Pause aria-hidden="true" className="size-4 group-data-[paused=true]:hidden" />
        <Play aria-hidden="true" className="hidden size-4 group-data-[paused=true]:block" />
        <span className="group-data-[paused=true]:hidden">Durdur</span>
        <span className="hidden group-data-[paused=true]:inline">Oynat</span>
      </button>
    </div>
  );
}

/** Grey tiles in the strip's place while brands load, failed or are missing. */
export function BrandTilesSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <ul className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-20 animate-pulse rounded-lg bg-slate-200" data-testid="brand-skeleton" />
      ))}
    </ul>
  );
}
