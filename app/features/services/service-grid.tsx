import { CircleCheck, Sparkles } from "lucide-react";
import type { Service } from "#app/content/services";
import { Button } from "#app/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "#app/components/ui/dialog";
import { ServiceGallery } from "./service-gallery";
import { SERVICE_ICONS } from "./service-icons";

function BulletList({ title, items, headingId, icon: Icon }: { title: string; items: readonly string[]; headingId: string; icon: typeof CircleCheck }) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-lg font-bold">
        {title}
      </h3>
      <ul className="mt-3 space-y-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 text-slate-700">
            <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The service dialog (SPEC 2): icon, title, full description, 'Özellikler', 'Faydalar' and the
 * 'Galeri'; max width 3xl, at most 80% of the viewport high, scrolling. It opens with the dialog
 * itself focused, so the description is read first and the view starts at the top.
 */
function ServiceDialog({ service }: { service: Service }) {
  const Icon = SERVICE_ICONS[service.icon];
  const id = `hizmet-${service.id}`;
  return (
    <DialogContent
      title={service.title}
      description={service.shortDescription}
      className="max-h-[80vh] max-w-3xl outline-none"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        (event.currentTarget as HTMLElement | null)?.focus();
      }}
    >
      <div className="mt-5 flex items-center gap-3 border-t border-slate-200 pt-5">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-accent-600">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">{service.category}</span>
      </div>
      <p className="mt-4 text-slate-700">{service.fullDescription}</p>
      <div className="mt-8 grid gap-8 sm:grid-cols-2">
        <BulletList title="Özellikler" items={service.features} headingId={`${id}-ozellikler`} icon={CircleCheck} />
        <BulletList title="Faydalar" items={service.benefits} headingId={`${id}-faydalar`} icon={Sparkles} />
      </div>
      {service.media.length > 0 && <ServiceGallery media={service.media} headingId={`${id}-galeri`} />}
    </DialogContent>
  );
}

/** The services grid (SPEC 2): 1, 2 and 3 columns; a card opens its dialog from 'Detay' or anywhere on it. */
export function ServiceGrid({ services }: { services: readonly Service[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => {
        const Icon = SERVICE_ICONS[service.icon];
        return (
          <li
            key={service.id}
            className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:border-accent-600 hover:shadow-md"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-lg bg-navy-50 text-accent-600">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h2 className="mt-4 text-xl font-bold">{service.title}</h2>
            <p className="mt-2 flex-1 text-slate-700">{service.shortDescription}</p>
            <Dialog>
              <DialogTrigger asChild>
                <Button variant="outline" aria-label={`Detay: ${service.title}`} className="mt-6 self-start after:absolute after:inset-0 after:rounded-xl">
                  Detay
                </Button>
              </DialogTrigger>
              <ServiceDialog service={service} />
            </Dialog>
          </li>
        );
      })}
    </ul>
  );
}
