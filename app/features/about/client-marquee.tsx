import { Pause, Play } from "lucide-react";
import { useState, type CSSProperties } from "react";
import { CLIENT_MARQUEE_COPIES, CLIENT_MARQUEE_CYCLE_SECONDS, type ClientReference } from "#app/content/clients";
import { cn } from "#app/lib/class-names";
import "./client-marquee.css";
import { Picture } from "#app/components/ui/picture";

/**
 * 'Bizi Tercih Edenler' (SPEC 2, 9): the client logos 5 times in a row, one list every 170 s, by CSS.
 * Paused on hover, while a finger is on it and by a visible button (WCAG 2.2.2). Screen readers get
 * the first list only; the copies are aria-hidden. Under prefers-reduced-motion it is a still,
 * wrapped grid of the first list.
 */
export function ClientMarquee({ clients }: { clients: readonly ClientReference[] }) {
  const [paused, setPaused] = useState(false);
  const [touching, setTouching] = useState(false);
  const track = {
    "--client-marquee-duration": `${CLIENT_MARQUEE_CYCLE_SECONDS}s`,
    "--client-marquee-shift": `${-100 / CLIENT_MARQUEE_COPIES}%`,
  } as CSSProperties;

  return (
    <div>
      <div
        className="client-marquee-viewport relative overflow-hidden"
        onTouchStart={() => setTouching(true)}
        onTouchEnd={() => setTouching(false)}
        onTouchCancel={() => setTouching(false)}
      >
        <div
          className="client-marquee-track flex w-max will-change-transform motion-reduce:w-auto motion-reduce:will-change-auto"
          style={track}
          data-paused={paused || touching}
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
              {clients.map((client) => (
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
        </div>
      </div>
      <button
        type="button"
        onClick={() => setPaused(!paused)}
        className="mt-6 inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 motion-reduce:hidden"
      >
        {paused ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
        {paused ? "Kaydırmayı başlat" : "Kaydırmayı durdur"}
      </button>
    </div>
  );
}
