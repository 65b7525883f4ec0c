import { CheckCircle2, MessageCircle } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { PageHeading } from "#app/components/layout/page-heading";
import { whatsappHref } from "#app/domain/site-settings";
import { useSiteData } from "#app/domain/use-site-data";

/**
 * The confirmation after a lead form (post/redirect/get): the reference, what happens next, and a
 * WhatsApp link to the office whose text carries the reference. It reads nothing from the database.
 */
export function LeadReceived({
  title,
  breadcrumb,
  reference,
  subject,
  nextSteps,
}: {
  title: string;
  breadcrumb: { label: string; to: string };
  reference: string | null;
  /** What was requested, as the WhatsApp text names it: "keşif talebim", "teklif talebim". */
  subject: string;
  nextSteps: string;
}) {
  const { settings } = useSiteData();
  const message = reference ? `Merhaba, ${reference} numaralı ${subject} hakkında yazıyorum.` : `Merhaba, ${subject} hakkında yazıyorum.`;
  return (
    <>
      <PageHeading title={title} breadcrumbs={[breadcrumb]} />
      <section className="mx-auto max-w-2xl px-6 py-12 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-navy-900" />
        {reference && (
          <p className="mt-4 text-lg text-slate-800">
            Talep numaranız: <strong className="font-mono text-2xl text-navy-900">{reference}</strong>
          </p>
        )}
        <p className="mt-4 text-slate-700">{nextSteps}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href={whatsappHref(settings.whatsappNumber, message)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-12 items-center gap-2 rounded-md bg-whatsapp-700 px-6 font-semibold text-white hover:bg-whatsapp-600"
          >
            <MessageCircle aria-hidden="true" className="size-5" /> WhatsApp'tan Yazın
          </a>
          <SiteLink to="/" className="inline-flex h-12 items-center rounded-md border border-slate-300 px-6 font-semibold text-navy-900 hover:bg-slate-50">
            Ana Sayfaya Dön
          </SiteLink>
        </div>
      </section>
    </>
  );
}

