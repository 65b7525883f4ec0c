import { lazy, Suspense, useRef, useState } from "react";
import type { Service } from "#app/content/services";
import { serverRenderData, ServerMarkup } from "#app/components/server-markup";
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

/** What a card shows; the details are the page's markup (its sections) and, for the dialog, the details route. */
export type ServiceCard = Pick<Service, "id" | "title" | "shortDescription" | "icon">;

/**
 * The services' details for the sections, read by the server render only (the loader sets them):
 * the page carries them once, as the sections' HTML, not again as hydration data (ADR 041).
 */
export const serviceDetails = serverRenderData<ReadonlyMap<number, Service>>();

/** Where the dialog reads the details: the details route, with the page's preview token if any. */
const DETAILS_PATH = "/hizmetlerimiz/ayrintilar";
const fetchedDetails = new Map<string, Promise<readonly Service[] | null>>();
function loadDetails(): Promise<readonly Service[] | null> {
  const preview = new URLSearchParams(window.location.search).get("onizleme");
  const url = preview === null ? DETAILS_PATH : `${DETAILS_PATH}?${new URLSearchParams({ onizleme: preview })}`;
  let details = fetchedDetails.get(url);
  if (!details) {
    details = fetch(url, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ services: Service[] }>) : null))
      .then((body) => body?.services ?? null)
      .catch(() => null);
    // A failure is not kept: the next opening asks again.
    void details.then((services) => services ?? fetchedDetails.delete(url));
    fetchedDetails.set(url, details);
  }
  return details;
}
const warmUp = () => {
  void loadServiceDialog();
  void loadDetails();
};

const LIST_ID = "hizmet-listesi";
/** The address fragment of a service's own section: `/hizmetlerimiz#yangin-alarm-sistemleri`. */
const serviceAnchor = (service: ServiceCard) => slugify(service.title);

/**
 * A service's section on the page, where 'Detay' leads without JavaScript (or before it has loaded):
 * hidden until its fragment is the address's target (CSS `:target`), then the full details with
 * the gallery as plain links to the pictures (issue 27). Rendered by the server only.
 */
function ServiceSection({ service }: { service: ServiceCard }) {
  const anchor = serviceAnchor(service);
  return (
    <ServerMarkup
      as="section"
      data={serviceDetails}
      id={anchor}
      aria-labelledby={`${anchor}-baslik`}
      className="mt-10 hidden scroll-mt-12 rounded-xl border border-slate-200 bg-white p-6 shadow-sm target:block sm:p-8"
    >
      {(details) => {
        const full = details.get(service.id);
        return full ? <ServiceSectionContent service={full} anchor={anchor} /> : null;
      }}
    </ServerMarkup>
  );
}

function ServiceSectionContent({ service, anchor }: { service: Service; anchor: string }) {
  return (
    <>
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
    </>
  );
}

/**
 * The services grid (docs/product.md#public-site): 1, 2 and 3 columns; a card opens its dialog from 'Detay'
 * or anywhere on it. 'Detay' is a link to the service's section on the page, so the details are reachable
 * without JavaScript; with it, a plain click opens the dialog instead.
 */
export function ServiceGrid({ services }: { services: readonly ServiceCard[] }) {
  // The details' promise is taken once at opening: `use` needs the same one on every render.
  const [opened, setOpened] = useState<{ id: number; details: Promise<readonly Service[] | null> } | null>(null);
  const openId = opened?.id ?? null;
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
                  setOpened({ id: service.id, details: loadDetails() });
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
      {open && opened && (
        <Suspense fallback={null}>
          <ServiceDialog
            id={open.id}
            details={opened.details}
            onClose={() => setOpened(null)}
            onUnavailable={() => {
              // The details could not be fetched: the link's own target, the section, as without JavaScript.
              setOpened(null);
              window.location.hash = serviceAnchor(open);
            }}
            returnFocus={() => triggers.current.get(open.id)?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
