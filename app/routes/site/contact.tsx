import { MessageCircle, Phone } from "lucide-react";
import { data, redirect } from "react-router";
import { getRequestScope, getServices } from "#app/app-context.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { FaqList } from "#app/components/ui/faq-list";
import { CONTACT_FAQ } from "#app/content/contact";
import { ContactDetails } from "#app/features/contact/contact-details";
import { ContactForm } from "#app/features/contact/contact-form";
import { submitContactMessage } from "#app/composition/contact-submission.server";
import { CONTACT_RECEIVED_PATH, CONTACT_TEXTS } from "#app/features/contact/contact-messages";
import { parseContactForm, parseContactPrefill } from "#app/features/contact/contact.schema";
import { ClickToLoadMap } from "#app/features/contact/map-embed";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { faqPage, jsonLdMeta } from "#app/features/seo/structured-data";
import { telHref, whatsappHref } from "#app/domain/site-settings";
import { useSiteData } from "#app/domain/use-site-data";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/contact";
import { localBusinessNode } from "./local-business-node";
import { servedAreaNames } from "./served-areas.server";

/** A plain form posted to this route: no React in the browser, only the enhancement script (ADR 027). */
export const handle: RouteHandle = { scripts: "enhance" };

/**
 * The page itself is the same for everyone (the page cache keeps it); a refused post shows the
 * visitor's own values, which no cache may keep.
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

/** `?konu=fiyat-teklifi&mesaj=…` prefills the form (a quote link from a product or a campaign; one line: query values with line breaks get 400, ADR 028). */
export function loader({ request }: Route.LoaderArgs) {
  const { subject, message } = parseContactPrefill(new URL(request.url).searchParams);
  return { values: { subject, message }, areaServed: servedAreaNames() };
}

/**
 * The form's post, as `/api/contact` takes it (same schema, honeypot, rate limit; the cross-origin
 * check is the server's, for every write): 303 to the confirmation, so a reload never sends twice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const noStore = { "Cache-Control": "private, no-store" };
  const form = await request.formData().catch(() => null);
  if (!form) return data({ values: {}, fieldErrors: {}, formError: CONTACT_TEXTS.invalid }, { status: 400, headers: noStore });
  const parsed = parseContactForm(form);
  if (!parsed.ok) return data({ values: parsed.values, fieldErrors: parsed.fieldErrors, formError: undefined }, { status: 400, headers: noStore });
  const result = await submitContactMessage(getServices(context), getRequestScope(context), parsed.data, { request });
  if (result.status === "rate-limited") {
    const { website: _honeypot, ...values } = parsed.data;
    return data(
      { values, fieldErrors: {}, formError: CONTACT_TEXTS.rateLimited },
      { status: 429, headers: { ...noStore, "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return redirect(CONTACT_RECEIVED_PATH, 303);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteIdentity(matches);
  return [
    ...pageMeta(site, {
      title: "İletişim",
      description: "Ücretsiz keşif ve fiyat teklifi için bize ulaşın: telefon, WhatsApp, e-posta ve iletişim formu. E-postalara 24 saat içinde yanıt veriyoruz.",
      keywords: "iletişim, ücretsiz keşif, fiyat teklifi, güvenlik sistemleri kocaeli",
      path: "/iletisim",
    }),
    jsonLdMeta(site.siteOrigin, "/iletisim", [localBusinessNode(site, matches, loaderData?.areaServed ?? []), faqPage(CONTACT_FAQ)]),
  ];
};

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  return (
    <>
      <PageHeading title="İletişim" intro="Ücretsiz keşif, fiyat teklifi ya da teknik destek için bize ulaşın; e-postalara 24 saat içinde dönüş yapıyoruz." />
      <div className="mx-auto grid max-w-content gap-10 px-6 py-12 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-navy-900">
            Bize yazın
          </h2>
          <p className="mt-1 mb-6 text-slate-700">Yıldızlı alanlar zorunludur.</p>
          <ContactForm values={actionData?.values ?? loaderData.values} errors={actionData?.fieldErrors ?? {}} formError={actionData?.formError} />
        </section>
        <section aria-labelledby="contact-details-heading" className="grid content-start gap-6">
          <h2 id="contact-details-heading" className="text-2xl font-bold text-navy-900">
            İletişim bilgileri
          </h2>
          <ContactDetails settings={settings} />
          <ClickToLoadMap embedUrl={settings.mapEmbedUrl} address={settings.address} />
        </section>
      </div>

      <section aria-labelledby="contact-faq-heading" className="mx-auto max-w-content px-6 pb-12">
        <h2 id="contact-faq-heading" className="mb-6 text-2xl font-bold text-navy-900">
          Sık sorulan sorular
        </h2>
        <FaqList items={CONTACT_FAQ} />
      </section>

      <section className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-content flex-col items-start justify-between gap-6 px-6 py-12 md:flex-row md:items-center">
          <div>
            <h2 className="text-2xl font-bold text-white">Hemen konuşalım</h2>
            <p className="mt-1 text-navy-100">Keşif randevusu ve acil arızalar için bizi arayın ya da WhatsApp'tan yazın.</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <a href={telHref(settings.phonePrimary)} className="inline-flex h-12 items-center gap-2 rounded-md bg-accent-600 px-6 font-semibold text-white hover:bg-accent-700">
              <Phone aria-hidden="true" className="size-5" /> {settings.phonePrimary}
            </a>
            <a
              href={whatsappHref(settings.whatsappNumber, "Merhaba, güvenlik sistemleri hakkında bilgi almak istiyorum.")}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-12 items-center gap-2 rounded-md bg-whatsapp-700 px-6 font-semibold text-white hover:bg-whatsapp-600"
            >
              <MessageCircle aria-hidden="true" className="size-5" /> WhatsApp
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
