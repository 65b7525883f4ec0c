import { data, redirect } from "react-router";
import { getRequestScope, getServices } from "#app/app-context.server";
import { leadNotifierFor } from "#app/composition/lead-notifier.server";
import { PageHeading } from "#app/components/layout/page-heading";
import { LEAD_DISTRICT_OPTIONS, LEAD_DISTRICT_VALUES } from "#app/features/leads/lead-districts";
import { SURVEY_RECEIVED_PATH, SURVEY_TEXTS } from "#app/features/leads/lead-fields";
import { leadSourceFromForm, leadSourceOfVisit } from "#app/features/leads/lead-source";
import { submitSurveyRequest } from "#app/features/leads/leads.server";
import { surveyDays } from "#app/features/leads/survey-calendar";
import { SurveyRequestForm } from "#app/features/leads/survey-request-form";
import { parseSurveyForm, parseSurveyPrefill, readSurveyFormValues } from "#app/features/leads/survey-request.schema";
import { pageMeta, siteIdentity } from "#app/features/seo/page-meta";
import type { RouteHandle } from "#app/root";
import type { Route } from "./+types/free-survey";

/** A plain form posted to this route: no React in the browser, only the header menus' enhancement. */
export const handle: RouteHandle = { scripts: "enhance" };

/** The form carries the visit's source (the Referer of this render), so no shared cache may keep it. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers(actionHeaders);
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

export function loader({ request }: Route.LoaderArgs) {
  return {
    districts: LEAD_DISTRICT_OPTIONS,
    days: surveyDays(new Date()),
    values: parseSurveyPrefill(new URL(request.url).searchParams, { districts: LEAD_DISTRICT_VALUES }),
    source: leadSourceOfVisit({ pageUrl: request.url, referer: request.headers.get("referer") }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = getServices(context);
  const scope = getRequestScope(context);
  const { db } = services;
  const { clientIp } = scope;
  const form = await request.formData().catch(() => null);
  if (!form) return data({ values: {}, fieldErrors: {}, formError: SURVEY_TEXTS.invalid }, { status: 400 });
  const now = new Date();
  const parsed = parseSurveyForm(form, { districts: LEAD_DISTRICT_VALUES, now });
  if (!parsed.ok) return data({ values: parsed.values, fieldErrors: parsed.fieldErrors, formError: undefined }, { status: 400 });
  const honeypot = form.get("website");
  const result = await submitSurveyRequest(
    db,
    { request: parsed.data, source: leadSourceFromForm(form), honeypot: typeof honeypot === "string" ? honeypot : undefined },
    { ipAddress: clientIp, notify: leadNotifierFor(services, scope), now },
  );
  if (result.status === "rate-limited") {
    return data(
      { values: readSurveyFormValues(form), fieldErrors: {}, formError: SURVEY_TEXTS.rateLimited },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return redirect(result.status === "stored" ? `${SURVEY_RECEIVED_PATH}?no=${result.reference}` : SURVEY_RECEIVED_PATH, 303);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteIdentity(matches), {
    title: "Ücretsiz Keşif Talebi",
    description:
      "Kocaeli'de kamera, alarm, yangın algılama, network, geçiş kontrol ve santral için ücretsiz keşif isteyin; yerinde inceleyip yazılı teklif hazırlayalım.",
    keywords: "ücretsiz keşif, güvenlik sistemi keşif, kamera keşfi, kocaeli",
    path: "/ucretsiz-kesif",
  });

export default function FreeSurveyPage({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  return (
    <>
      <PageHeading
        title="Ücretsiz Keşif Talebi"
        intro="Kocaeli genelinde keşif ücretsizdir. Formu doldurun; çalışma saatlerinde sizi arayıp randevuyu netleştirelim, keşif sonunda yazılı teklif hazırlayalım."
      />
      <div className="mx-auto max-w-3xl px-6 py-12">
        <section aria-labelledby="survey-form-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <h2 id="survey-form-heading" className="text-2xl font-bold text-navy-900">
            Keşif bilgileri
          </h2>
          <p className="mt-1 mb-6 text-slate-700">Yıldızlı alanlar zorunludur. Pazar günleri kapalıyız.</p>
          <SurveyRequestForm
            districts={[...loaderData.districts]}
            days={loaderData.days}
            values={values}
            errors={actionData?.fieldErrors ?? {}}
            formError={actionData?.formError}
            source={loaderData.source}
          />
        </section>
      </div>
    </>
  );
}
