import { CheckCircle2 } from "lucide-react";
import { SiteLink } from "#app/components/ui/site-link";
import { PageHeading } from "#app/components/layout/page-heading";
import { CONTACT_RECEIVED_PATH, CONTACT_TEXTS } from "#app/features/contact/contact-messages";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/contact-received";

export const handle: RouteHandle = { scripts: "enhance" };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: CONTACT_TEXTS.successTitle,
    description: "Mesajınız bize ulaştı. E-postalara 24 saat içinde yanıt veriyoruz.",
    path: CONTACT_RECEIVED_PATH,
    noindex: true,
  });

/** Where the contact form leads after a message is accepted (post/redirect/get: a reload never sends twice). */
export default function ContactReceivedPage() {
  return (
    <>
      <PageHeading title={CONTACT_TEXTS.successTitle} breadcrumbs={[{ label: "İletişim", to: "/iletisim" }]} />
      <section className="mx-auto max-w-2xl px-6 py-12 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-navy-900" />
        <p className="mt-4 text-lg text-slate-800">{CONTACT_TEXTS.successDescription}</p>
        <p className="mt-2 text-slate-700">E-postalara 24 saat içinde yanıt veriyoruz. Acil durumlar için bizi arayabilirsiniz.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <SiteLink to="/" className="inline-flex h-12 items-center rounded-md border border-slate-300 px-6 font-semibold text-navy-900 hover:bg-slate-50">
            Ana Sayfaya Dön
          </SiteLink>
        </div>
      </section>
    </>
  );
}
