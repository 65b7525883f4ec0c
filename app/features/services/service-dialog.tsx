import { CircleCheck, ClipboardList, Sparkles, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { Service } from "#app/content/services";
import { Dialog, DialogContent } from "#app/components/ui/dialog";
import { ServiceGallery } from "./service-gallery";
import { SERVICE_ICONS } from "./service-icons";

function BulletList({
  title,
  items,
  headingId,
  icon: Icon,
}: {
  title: string;
  items: readonly string[];
  headingId: string;
  icon: LucideIcon;
}) {
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
 * 'Galeri', then a link to the free site-survey request with the service chosen; max width 3xl, at most 80% of the viewport high, scrolling. It opens with the dialog
 * itself focused, so the description is read first and the view starts at the top, and gives the
 * focus back to the card's button on closing. Loaded on demand (ADR 012), hence the default export.
 */
export default function ServiceDialog({
  service,
  onClose,
  returnFocus,
}: {
  service: Service;
  onClose: () => void;
  returnFocus: () => void;
}) {
  const Icon = SERVICE_ICONS[service.icon];
  const id = `hizmet-${service.id}`;
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent
        title={service.title}
        description={service.shortDescription}
        className="max-h-[80vh] max-w-3xl outline-none"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
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
        <p className="mt-8 border-t border-slate-200 pt-5">
          <Link
            to={service.surveyService ? `/ucretsiz-kesif?hizmet=${service.surveyService}` : "/ucretsiz-kesif"}
            className="inline-flex items-center gap-2 rounded-md bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700"
          >
            <ClipboardList aria-hidden="true" className="size-5" />
            Ücretsiz keşif isteyin
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
