import { MapPin } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { useEnhancement } from "#app/lib/use-enhancement";
import { enhanceClickToLoadMap } from "./map-embed.enhance";

/**
 * The map loads only when the visitor asks for it: until then the page makes no request to Google
 * and sets no third-party cookie (docs/product.md#privacy: no third-party request on page load). The button's
 * behaviour is `enhanceClickToLoadMap` (ADR 027).
 */
export function ClickToLoadMap({ embedUrl, address }: { embedUrl: string | null; address: string }) {
  const ref = useEnhancement<HTMLDivElement>(enhanceClickToLoadMap);
  const src = embedUrl ?? `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
  const openUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
  return (
    <div ref={ref} data-enhance="map" data-map-src={src} data-map-title={`Harita: ${address}`}>
      <div className="grid h-80 place-items-center rounded-xl border border-slate-200 bg-slate-100 p-6 text-center">
        <div className="grid justify-items-center gap-3">
          <MapPin aria-hidden="true" className="size-8 text-accent-600" />
          <p className="max-w-sm text-sm text-slate-700">Harita Google Haritalar'dan yüklenir. Gösterdiğinizde Google'a bağlanılır.</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button type="button" data-map-show hidden>
              Haritayı Göster
            </Button>
            <a href={openUrl} target="_blank" rel="noopener noreferrer" className="inline-flex h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-navy-900 hover:bg-slate-50">
              Google Haritalar'da aç
            </a>
          </div>
        </div>
      </div>
    </div>
  );
}
