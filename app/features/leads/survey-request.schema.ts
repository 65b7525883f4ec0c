import { z } from "zod";
import {
  LEAD_FIELD_MESSAGES as MESSAGES,
  LEAD_LIMITS as LIMITS,
  SITE_TYPES,
  SURVEY_SERVICES,
  TIME_WINDOWS,
  type SiteType,
  type SurveyService,
  type TimeWindow,
} from "./lead-fields";
import { leadContactFields, leadFieldErrors, optionalLeadText, readLeadFormText } from "./lead-form.schema";
import { surveyDays } from "./survey-calendar";

const keys = <T extends Record<string, string>>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

/**
 * The free site-survey request (issue 19 item 2) as the form posts it. `districts` are the slugs
 * the select offers (the served districts and "diger"); `now` fixes which days can be booked.
 */
export function surveyRequestSchema({ districts, now }: { districts: readonly string[]; now: Date }) {
  const bookable = new Set(surveyDays(now).map((day) => day.value));
  return z.object({
    services: z
      .array(z.enum(keys(SURVEY_SERVICES), { error: MESSAGES.services }), { error: MESSAGES.services })
      .min(1, { error: MESSAGES.services })
      .transform((services) => [...new Set(services)] as SurveyService[]),
    siteType: z.enum(keys(SITE_TYPES), { error: MESSAGES.siteType }).transform((value) => value as SiteType),
    address: optionalLeadText(LIMITS.address, MESSAGES.address),
    preferredDate: z
      .string()
      .refine((value) => value === "" || bookable.has(value), { error: MESSAGES.preferredDate })
      .transform((value) => value || undefined)
      .optional(),
    timeWindow: z
      .union([z.literal(""), z.enum(keys(TIME_WINDOWS))], { error: MESSAGES.timeWindow })
      .transform((value) => (value || undefined) as TimeWindow | undefined)
      .optional(),
    ...leadContactFields(districts),
    summary: optionalLeadText(LIMITS.summary, MESSAGES.note),
  });
}
export type SurveyRequest = z.output<ReturnType<typeof surveyRequestSchema>>;

/** What the form shows again after a refused post: the visitor's own text, never the honeypot. */
export type SurveyFormValues = Partial<Record<"siteType" | "district" | "address" | "preferredDate" | "timeWindow" | "name" | "phone" | "email" | "note" | "summary", string>> & {
  services?: string[];
  consent?: boolean;
};

export type SurveyFieldErrors = Partial<Record<keyof SurveyFormValues, string>>;

export type SurveyParseResult = { ok: true; data: SurveyRequest } | { ok: false; values: SurveyFormValues; fieldErrors: SurveyFieldErrors };

const TEXT_FIELDS = ["siteType", "district", "address", "preferredDate", "timeWindow", "name", "phone", "email", "note", "summary"] as const;

/** The posted form: one value per field (the first), `services` as the list of ticked boxes. */
function readSurveyForm(form: FormData, clipTo?: number): SurveyFormValues {
  return {
    ...readLeadFormText(form, TEXT_FIELDS, clipTo),
    services: form.getAll("services").filter((value): value is string => typeof value === "string"),
    consent: form.get("consent") === "on",
  };
}

/** The posted form as the visitor filled it, clipped, to show again. */
export function readSurveyFormValues(form: FormData): SurveyFormValues {
  const values = readSurveyForm(form, LIMITS.note);
  return { ...values, services: values.services?.slice(0, Object.keys(SURVEY_SERVICES).length) };
}

/** Checks the posted form. */
export function parseSurveyForm(form: FormData, options: { districts: readonly string[]; now: Date }): SurveyParseResult {
  const consent = form.get("consent");
  const result = surveyRequestSchema(options).safeParse({ ...readSurveyForm(form), consent: typeof consent === "string" ? consent : undefined });
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors = leadFieldErrors<keyof SurveyFieldErrors>(result.error);
  return { ok: false, values: readSurveyFormValues(form), fieldErrors };
}

const prefillSchema = z.object({
  ilce: z.string().max(40).optional().catch(undefined),
  hizmet: z.string().max(200).optional().catch(undefined),
  ozet: z.string().optional().catch(undefined),
});

/**
 * `/ucretsiz-kesif?ilce=gebze&hizmet=cctv,alarm&ozet=…`: what the page that sent the visitor
 * knows (a district page its district, a service its service, the HDD calculator its setup).
 * Unknown values are ignored.
 */
export function parseSurveyPrefill(params: URLSearchParams, { districts }: { districts: readonly string[] }): SurveyFormValues {
  const { ilce, hizmet, ozet } = prefillSchema.parse({
    ilce: params.get("ilce") ?? undefined,
    hizmet: params.get("hizmet") ?? undefined,
    ozet: params.get("ozet") ?? undefined,
  });
  const services = (hizmet ?? "").split(",").filter((service) => service in SURVEY_SERVICES);
  return {
    ...(ilce && districts.includes(ilce) ? { district: ilce } : {}),
    ...(services.length > 0 ? { services: [...new Set(services)] } : {}),
    ...(ozet?.trim() ? { summary: ozet.trim().slice(0, LIMITS.summary) } : {}),
  };
}
