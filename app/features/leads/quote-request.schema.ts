import { z } from "zod";
import { CONTACT_CHANNELS, LEAD_FIELD_MESSAGES as MESSAGES, LEAD_LIMITS as LIMITS, type ContactChannel } from "./lead-fields";
import { leadContactFields, leadFieldErrors, optionalLeadText, readLeadFormText } from "./lead-form.schema";

const CHANNELS = Object.keys(CONTACT_CHANNELS) as [ContactChannel, ...ContactChannel[]];

/** The quote basket's request form (issue 19 item 1): the shared contact fields, a company and the channel to answer on. */
export function quoteRequestSchema({ districts }: { districts: readonly string[] }) {
  return z
    .object({
      ...leadContactFields(districts),
      company: optionalLeadText(LIMITS.company, MESSAGES.company),
      channel: z.enum(CHANNELS, { error: MESSAGES.channel }),
    })
    .refine((request) => request.channel !== "e-posta" || request.email, {
      error: MESSAGES.emailForChannel,
      path: ["email"],
      // Also when other fields are wrong, so every message shows at once; not when the e-mail or the channel has its own.
      when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== "email" && issue.path?.[0] !== "channel"),
    });
}
export type QuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>>;

const TEXT_FIELDS = ["name", "phone", "email", "company", "district", "note", "channel"] as const;

/** What the form shows again after a refused post: the visitor's own text, never the honeypot. */
export type QuoteFormValues = Partial<Record<(typeof TEXT_FIELDS)[number], string>> & { consent?: boolean };
export type QuoteFieldErrors = Partial<Record<keyof QuoteFormValues, string>>;
export type QuoteParseResult = { ok: true; data: QuoteRequest } | { ok: false; values: QuoteFormValues; fieldErrors: QuoteFieldErrors };

/** The posted form as the visitor filled it, clipped, to show again. */
export function readQuoteFormValues(form: FormData): QuoteFormValues {
  return { ...readLeadFormText(form, TEXT_FIELDS, LIMITS.note), consent: form.get("consent") === "on" };
}

export function parseQuoteForm(form: FormData, options: { districts: readonly string[] }): QuoteParseResult {
  const consent = form.get("consent");
  const result = quoteRequestSchema(options).safeParse({ ...readLeadFormText(form, TEXT_FIELDS), consent: typeof consent === "string" ? consent : undefined });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, values: readQuoteFormValues(form), fieldErrors: leadFieldErrors<keyof QuoteFieldErrors>(result.error) };
}
