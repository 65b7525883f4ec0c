import { Pause, Play } from "lucide-react";
import type { CSSProperties } from "react";
import { CLIENT_MARQUEE_COPIES, CLIENT_MARQUEE_CYCLE_SECONDS, CLIENTS } from "#app/content/clients";
import { cn } from "#app/lib/class-names";
import { useEnhancement } from "#app/lib/use-enhancement";
import { CachedMarkup } from "#app/components/cached-markup";
import { Picture } from "#app/components/ui/picture";
import { enhanceClientMarquee } from "./client-marquee.enhance";
import "./client-marquee.css";

/**
 * 'Bizi Tercih Edenler' (docs/product.md#interface-behaviour): the client logos 5 times in a row, one list
 * every 170 s, by CSS. Paused on hover, while a finger is on it and by a visible button (WCAG 2.2.2), wired
 * by `enhanceClientMarquee` (no React in the browser, ADR 027). Screen readers get the first list only; the
 * copies are aria-hidden. Under prefers-reduced-motion it is a still, wrapped grid of the first list. Its 230
 * pictures depend on nothing but the client list in the code: rendered once where markup is kept.
 */
export function ClientMarquee() {
  const ref = useEnhancement<HTMLDivElement>(enhanceClientMarquee);
  const track = {
    "--client-marquee-duration": `${CLIENT_MARQUEE_CYCLE_SECONDS}s`,
    "--client-marquee-shift": `${-100 / CLIENT_MARQUEE_COPIES}%`,
  } as CSSProperties;

  return (
    <div ref={ref} data-enhance="client-marquee">
      <div data-marquee-viewport className="client-marquee-viewport relative overflow-hidden">
        <CachedMarkup
          as="div"
          cacheKey="client-marquee"
          data-marquee-track
          className="client-marquee-track flex w-max will-change-transform motion-reduce:w-auto motion-reduce:will-change-auto"
          style={track}
          data-paused="false"
          data-testid="client-marquee"
        >
          {Array.from({ length: CLIENT_MARQUEE_COPIES }, (_, copy) => (
            <ul
              key={copy}
              aria-label={copy === 0 ? "Referanslarımız" : undefined}
              aria-hidden={copy > 0 || undefined}
              className={cn(
                "flex shrink-0",
                copy === 0
                  ? "motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-4"
                  : "motion-reduce:hidden",
              )}
            >
              {CLIENTS.map((client) => (
                <li key={client.logo} className="shrink-0 pr-6">
                  <Picture
                    src={client.logo}
                    alt={copy === 0 ? client.name : ""}
                    width={200}
                    height={80}
                    sizes="160px"
                    className="h-16 w-40 rounded-lg border border-slate-200 bg-white object-contain p-1"
                  />
                </li>
              ))}
            </ul>
          ))}
        </CachedMarkup>
      </div>
      <button
        type="button"
        data-pause-toggle
        data-paused="false"
        className="group mt-6 inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 motion-reduce:hidden"
      >
        <Pause aria-hidden="true" className="size-4 group-data-[paused=true]:hidden" />
        <Play aria-hidden="true" className="hidden size-4 group-data-[paused=true]:block" />
        <span className="group-data-[paused=true]:hidden">Kaydırmayı durdur</span>
        <span className="hidden group-data-[paused=true]:inline">Kaydırmayı başlat</span>
      </button>
    </div>
  );
}
