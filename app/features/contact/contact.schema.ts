import { z } from "zod";
import { CONTACT_FIELD_MESSAGES as MESSAGES, CONTACT_LIMITS as LIMITS, CONTACT_SUBJECTS, CONTACT_TEXTS, type ContactSubject } from "./contact-messages";
import { maxLength } from "#app/lib/length-limits";

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);

/**
 * The contact form (docs/product.md#contact): name, email, subject and message required; phone and company
 * optional.
 */
export const contactFormSchema = z.object({
  name: z.string({ error: MESSAGES.name }).trim().min(1, { error: MESSAGES.name }).max(LIMITS.name, maxLength(LIMITS.name)).refine(noLineBreaks),
  email: z.string({ error: MESSAGES.email }).trim().max(LIMITS.email, maxLength(LIMITS.email)).pipe(z.email({ error: MESSAGES.email })),
  phone: z.string().trim().max(LIMITS.phone, maxLength(LIMITS.phone)).refine(noLineBreaks).optional(),
  company: z.string().trim().max(LIMITS.company, maxLength(LIMITS.company)).refine(noLineBreaks).optional(),
  subject: z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]], { error: MESSAGES.subject }),
  message: z.string({ error: MESSAGES.message }).trim().min(1, { error: MESSAGES.message }).max(LIMITS.message, maxLength(LIMITS.message)),
});
export type ContactFormValues = z.output<typeof contactFormSchema>;

/** Where the visitor came from (issue 19 item 5), when the form sends it; cleaned and clipped where the lead is written. */
const hiddenSourceField = z.string().max(1000, maxLength(1000)).optional();

/**
 * What `POST /api/contact` takes: the form plus the honeypot `website`, a field people never see
 * (hidden from sight and from assistive technology) that bots fill in, and the optional hidden
 * source fields of a lead.
 */
export const contactRequestSchema = contactFormSchema.extend({
  website: z.string().max(500, maxLength(500)).optional(),
  sourcePage: hiddenSourceField,
  referrer: hiddenSourceField,
  utmSource: hiddenSourceField,
  utmMedium: hiddenSourceField,
  utmCampaign: hiddenSourceField,
  utmTerm: hiddenSourceField,
  utmContent: hiddenSourceField,
});
export type ContactRequest = z.output<typeof contactRequestSchema>;

const prefillSchema = z.object({
  konu: z.enum(Object.keys(CONTACT_SUBJECTS) as [ContactSubject, ...ContactSubject[]]).optional().catch(undefined),
  mesaj: z.string().max(LIMITS.message).optional().catch(undefined),
});

/** `/iletisim?konu=…&mesaj=…`: a known subject and a message of at most 5,000 characters, else nothing. */
export function parseContactPrefill(params: URLSearchParams): { subject?: ContactSubject; message?: string } {
  const { konu, mesaj } = prefillSchema.parse({ konu: params.get("konu") ?? undefined, mesaj: params.get("mesaj") ?? undefined });
  return { subject: konu, message: mesaj };
}

const FORM_FIELDS = ["name", "email", "phone", "company", "subject", "message"] as const;
type ContactFormField = (typeof FORM_FIELDS)[number];

/** What the page shows again after a refused post: the visitor's own text, never the honeypot. */
export type ContactFormInput = Partial<Record<ContactFormField, string>>;
export type ContactFieldErrors = Partial<Record<ContactFormField, string>>;

export type ContactFormParseResult =
  | { ok: true; data: ContactFormValues & { website?: string } }
  | { ok: false; values: ContactFormInput; fieldErrors: ContactFieldErrors };

/** The posted text fields, one value per field (the first). */
function readContactForm(form: FormData): ContactFormInput {
  const values: ContactFormInput = {};
  for (const field of FORM_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** A field's Turkish message: the schema's own, or for a bare refinement (a line break) the field's. */
function fieldMessage(field: ContactFormField, issue: z.core.$ZodIssue): string {
  if (issue.code !== "custom") return issue.message;
  return field in MESSAGES ? MESSAGES[field as keyof typeof MESSAGES] : CONTACT_TEXTS.lineBreak;
}

/**
 * Checks the contact page's own form post (ADR 027) with the schema `/api/contact` uses; an empty
 * optional field is absent. U+0000, which PostgreSQL cannot store, is refused with a message.
 */
export function parseContactForm(form: FormData): ContactFormParseResult {
  const posted = readContactForm(form);
  const fieldErrors: ContactFieldErrors = {};
  for (const field of FORM_FIELDS) if (posted[field]?.includes("\u0000")) fieldErrors[field] = CONTACT_TEXTS.invalidCharacter;
  const honeypot = form.get("website");
  const result = contactRequestSchema.safeParse({
    ...posted,
    phone: posted.phone?.trim() || undefined,
    company: posted.company?.trim() || undefined,
    website: typeof honeypot === "string" ? honeypot.slice(0, 500) : undefined,
  });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ContactFormField;
      if (FORM_FIELDS.includes(field)) fieldErrors[field] ??= fieldMessage(field, issue);
    }
  }
  // Shown again whole, a text over its limit too, so the visitor can shorten it where they choose;
  // a page's form post is at most 64 KB (server/app.ts).
  if (!result.success || Object.keys(fieldErrors).length > 0) return { ok: false, values: posted, fieldErrors };
  return { ok: true, data: result.data };
}
