import { lazy, Suspense, useRef, useState } from "react";
import type { Service } from "#app/content/services";
import { Button } from "#app/components/ui/button";
import { SERVICE_ICONS } from "./service-icons";

// The dialog (with Radix and the gallery) loads on demand, warmed up when a card is pointed at or
// focused, so the page's first load stays within the JavaScript budget (DESIGN 9, ADR 012).
const loadServiceDialog = () => import("./service-dialog");
const ServiceDialog = lazy(loadServiceDialog);
const warmUp = () => void loadServiceDialog();

/** The services grid (SPEC 2): 1, 2 and 3 columns; a card opens its dialog from 'Detay' or anywhere on it. */
export function ServiceGrid({ services }: { services: readonly Service[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const triggers = useRef(new Map<number, HTMLButtonElement>());
  const open = services.find((service) => service.id === openId);
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => {
          const Icon = SERVICE_ICONS[service.icon];
          return (
            <li
              key={service.id}
              onPointerEnter={warmUp}
              className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:border-accent-600 hover:shadow-md"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-lg bg-navy-50 text-accent-600">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-4 text-xl font-bold">{service.title}</h2>
              <p className="mt-2 flex-1 text-slate-700">{service.shortDescription}</p>
              <Button
                ref={(button) => {
                  if (button) triggers.current.set(service.id, button);
                  else triggers.current.delete(service.id);
                }}
                variant="outline"
                aria-label={`Detay: ${service.title}`}
                aria-haspopup="dialog"
                aria-expanded={openId === service.id}
                onFocus={warmUp}
                onClick={() => setOpenId(service.id)}
                className="mt-6 self-start after:absolute after:inset-0 after:rounded-xl"
              >
                Detay
              </Button>
            </li>
          );
        })}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <ServiceDialog service={open} onClose={() => setOpenId(null)} returnFocus={() => triggers.current.get(open.id)?.focus()} />
        </Suspense>
      )}
    </>
  );
}
