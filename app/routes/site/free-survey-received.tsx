import { isLeadReference } from "#app/features/leads/lead-reference";
import { LeadReceived } from "#app/features/leads/lead-received";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
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
  return (
    <LeadReceived
      title="Keşif Talebiniz Alındı"
      breadcrumb={{ label: "Ücretsiz Keşif", to: "/ucretsiz-kesif" }}
      reference={reference}
      subject="keşif talebim"
      nextSteps="Çalışma saatlerinde en geç bir iş günü içinde sizi arayıp keşif randevusunu birlikte planlayacağız. Acil durumlar için bizi arayabilir ya da WhatsApp'tan talep numaranızla yazabilirsiniz."
    />
  );
}
