import { CircleCheck, ClipboardList, Sparkles, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { SiteLink } from "#app/components/ui/site-link";
import type { Service } from "#app/content/services";
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
 * A service's details (docs/product.md#public-site): icon and category, full description, 'Özellikler',
 * 'Faydalar', the gallery it is given, then a link to the free site-survey request with the service chosen.
 * Shown in the service dialog and, without JavaScript, in the page's own section of the service; `idPrefix`
 * keeps the two sets of heading ids apart.
 */
export function ServiceDetails({ service, idPrefix, gallery }: { service: Service; idPrefix: string; gallery: ReactNode }) {
  const Icon = SERVICE_ICONS[service.icon];
  return (
    <>
      <div className="mt-5 flex items-center gap-3 border-t border-slate-200 pt-5">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-navy-50 text-accent-600">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-700">{service.category}</span>
      </div>
      <p className="mt-4 text-slate-700">{service.fullDescription}</p>
      <div className="mt-8 grid gap-8 sm:grid-cols-2">
        <BulletList title="Özellikler" items={service.features} headingId={`${idPrefix}-ozellikler`} icon={CircleCheck} />
        <BulletList title="Faydalar" items={service.benefits} headingId={`${idPrefix}-faydalar`} icon={Sparkles} />
      </div>
      {service.media.length > 0 && gallery}
      <p className="mt-8 border-t border-slate-200 pt-5">
        <SiteLink
          to={service.surveyService ? `/ucretsiz-kesif?hizmet=${service.surveyService}` : "/ucretsiz-kesif"}
          className="inline-flex items-center gap-2 rounded-md bg-accent-600 px-4 py-2 font-semibold text-white hover:bg-accent-700"
        >
          <ClipboardList aria-hidden="true" className="size-5" />
          Ücretsiz keşif isteyin
        </SiteLink>
      </p>
    </>
  );
}
