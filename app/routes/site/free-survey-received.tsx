import { CheckCircle2, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { PageHeading } from "#app/components/layout/page-heading";
import { isLeadReference } from "#app/features/leads/lead-reference";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import { whatsappHref } from "#app/domain/site-settings";
import { useSiteData } from "#app/domain/use-site-data";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/free-survey-received";

export const handle: RouteHandle = { scripts: "enhance" };

/** Shows the reference of the request just sent; it reads nothing from the database. */
export function loader({ request }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get("no") ?? "";
  return { reference: isLeadReference(reference) ? reference : null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Keşif Talebiniz Alındı",
    description: "Ücretsiz keşif talebiniz bize ulaştı. Çalışma saatlerinde sizi arayıp keşif randevusunu birlikte planlayacağız.",
    path: "/ucretsiz-kesif/talep-alindi",
    noindex: true,
  });

export default function FreeSurveyReceivedPage({ loaderData: { reference } }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const message = reference ? `Merhaba, ${reference} numaralı keşif talebim hakkında yazıyorum.` : "Merhaba, ücretsiz keşif talebim hakkında yazıyorum.";
  return (
    <>
      <PageHeading title="Keşif Talebiniz Alındı" breadcrumbs={[{ label: "Ücretsiz Keşif", to: "/ucretsiz-kesif" }]} />
      <section className="mx-auto max-w-2xl px-6 py-12 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-navy-900" />
        {reference && (
          <p className="mt-4 text-lg text-slate-800">
            Talep numaranız: <strong className="font-mono text-2xl text-navy-900">{reference}</strong>
          </p>
        )}
        <p className="mt-4 text-slate-700">
          Çalışma saatlerinde en geç bir iş günü içinde sizi arayıp keşif randevusunu birlikte planlayacağız. Acil durumlar için bizi arayabilir ya da
          WhatsApp'tan talep numaranızla yazabilirsiniz.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            href={whatsappHref(settings.whatsappNumber, message)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex h-12 items-center gap-2 rounded-md bg-whatsapp-700 px-6 font-semibold text-white hover:bg-whatsapp-600"
          >
            <MessageCircle aria-hidden="true" className="size-5" /> WhatsApp'tan Yazın
          </a>
          <Link to="/" className="inline-flex h-12 items-center rounded-md border border-slate-300 px-6 font-semibold text-navy-900 hover:bg-slate-50">
            Ana Sayfaya Dön
          </Link>
        </div>
      </section>
    </>
  );
}
