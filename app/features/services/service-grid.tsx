import { lazy, Suspense, useRef, useState } from "react";
import type { Service } from "#app/content/services";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/class-names";
import { slugify } from "#app/lib/turkish";
import { ServiceDetails } from "./service-details";
import { GalleryFrame, LinkedGalleryImage } from "./service-gallery-frame";
import { SERVICE_ICONS } from "./service-icons";

// The dialog (with Radix and the gallery) loads on demand, warmed up when a card is pointed at or
// focused, so the page's first load stays within the JavaScript budget (ADR 012, ADR 017).
const loadServiceDialog = () => import("./service-dialog");
const ServiceDialog = lazy(loadServiceDialog);
const warmUp = () => void loadServiceDialog();

const LIST_ID = "hizmet-listesi";
/** The address fragment of a service's own section: `/hizmetlerimiz#yangin-alarm-sistemleri`. */
const serviceAnchor = (service: Service) => slugify(service.title);

/**
 * A service's section on the page, where 'Detay' leads without JavaScript (or before it has loaded):
 * hidden until its fragment is the address's target (CSS `:target`), then the full details with
 * the gallery as plain links to the pictures (issue 27).
 */
function ServiceSection({ service }: { service: Service }) {
  const anchor = serviceAnchor(service);
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-baslik`}
      className="mt-10 hidden scroll-mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm target:block sm:p-8"
    >
      <h2 id={`${anchor}-baslik`} className="text-2xl font-bold">
        {service.title}
      </h2>
      <p className="mt-2 text-slate-700">{service.shortDescription}</p>
      <ServiceDetails
        service={service}
        idPrefix={anchor}
        gallery={<GalleryFrame media={service.media} headingId={`${anchor}-galeri`} image={(item) => <LinkedGalleryImage media={item} />} videoPreload="none" />}
      />
      <p className="mt-6">
        <a href={`#${LIST_ID}`} className="font-semibold text-accent-700 hover:underline">
          Tüm hizmetlere dönün
        </a>
      </p>
    </section>
  );
}

/**
 * The services grid (docs/product.md#public-site): 1, 2 and 3 columns; a card opens its dialog from 'Detay'
 * or anywhere on it. 'Detay' is a link to the service's section on the page, so the details are reachable
 * without JavaScript; with it, a plain click opens the dialog instead.
 */
export function ServiceGrid({ services }: { services: readonly Service[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const triggers = useRef(new Map<number, HTMLAnchorElement>());
  const open = services.find((service) => service.id === openId);
  return (
    <>
      <ul id={LIST_ID} className="grid scroll-mt-12 grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
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
              <a
                ref={(link) => {
                  if (link) triggers.current.set(service.id, link);
                  else triggers.current.delete(service.id);
                }}
                href={`#${serviceAnchor(service)}`}
                aria-label={`Detay: ${service.title}`}
                aria-haspopup="dialog"
                aria-expanded={openId === service.id}
                onFocus={warmUp}
                onClick={(event) => {
                  // A new tab or window keeps the link's own behaviour.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  setOpenId(service.id);
                }}
                className={cn(buttonVariants({ variant: "outline" }), "mt-6 self-start after:absolute after:inset-0 after:rounded-xl")}
              >
                Detay
              </a>
            </li>
          );
        })}
      </ul>
      {services.map((service) => (
        <ServiceSection key={service.id} service={service} />
      ))}
      {open && (
        <Suspense fallback={null}>
          <ServiceDialog service={open} onClose={() => setOpenId(null)} returnFocus={() => triggers.current.get(open.id)?.focus()} />
        </Suspense>
      )}
    </>
  );
}
