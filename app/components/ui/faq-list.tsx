import { ChevronDown, ChevronRight } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import type { FaqItem } from "#app/domain/faq";

/** Questions that open in place (native `<details>`: works without JavaScript, keyboard included). */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-navy-900 [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <p className="mt-3 text-slate-700">{item.answer}</p>
          {item.link && (
            <SiteLink to={item.link.to} className="mt-3 inline-flex items-center gap-1 font-semibold text-accent-700 hover:underline">
              {item.link.label} <ChevronRight aria-hidden="true" className="size-4" />
            </SiteLink>
          )}
        </details>
      ))}
    </div>
  );
}
