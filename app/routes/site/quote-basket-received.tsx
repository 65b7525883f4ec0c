import { QUOTE_BASKET_PATH, QUOTE_RECEIVED_PATH } from "#app/domain/quote-basket";
import { isLeadReference } from "#app/features/leads/lead-reference";
import { LeadReceived } from "#app/features/leads/lead-received";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/quote-basket-received";

export const handle: RouteHandle = { scripts: "enhance" };

/** Shows the reference of the quote request just sent; it reads nothing from the database. */
export function loader({ request }: Route.LoaderArgs) {
  const reference = new URL(request.url).searchParams.get("no") ?? "";
  return { reference: isLeadReference(reference) && reference.startsWith("TKL-") ? reference : null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Teklif Talebiniz Alındı",
    description: "Teklif talebiniz bize ulaştı. Seçtiğiniz ürünler için fiyat ve kurulum teklifimizi hazırlayıp size ulaşacağız.",
    path: QUOTE_RECEIVED_PATH,
    noindex: true,
  });

export default function QuoteBasketReceivedPage({ loaderData: { reference } }: Route.ComponentProps) {
  return (
    <LeadReceived
      title="Teklif Talebiniz Alındı"
      breadcrumb={{ label: "Teklif Sepeti", to: QUOTE_BASKET_PATH }}
      reference={reference}
      subject="teklif talebim"
      nextSteps="Seçtiğiniz ürünler için fiyat ve kurulum teklifimizi hazırlayıp çalışma saatlerinde en geç bir iş günü içinde size tercih ettiğiniz kanaldan ulaşacağız. Acele ediyorsanız WhatsApp'tan talep numaranızla yazabilirsiniz."
    />
  );
}
