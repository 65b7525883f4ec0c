import { z } from "zod";
import { normaliseTurkishPhone } from "#app/lib/turkish-phone";
import { LEAD_FIELD_MESSAGES as MESSAGES, LEAD_LIMITS as LIMITS } from "./lead-fields";

/*
 * The fields every public lead form shares (the survey request and the quote basket), checked the
 * same way: the visitor's name, phone, e-mail, district, free text and the KVKK consent.
 */

const noLineBreaks = (value: string) => !/[\r\n]/.test(value);
/** PostgreSQL text cannot hold U+0000: refused as invalid input rather than failing the insert. */
const noNul = (value: string) => !value.includes("\u0000");

/** An optional text field: empty means absent. */
export const optionalLeadText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .refine(noNul, { error: MESSAGES.invalidCharacter })
    .transform((value) => value || undefined)
    .optional();

/** A required Turkish phone number, normalised to E.164. */
export const turkishPhoneSchema = z
  .string({ error: MESSAGES.phone })
  .max(LIMITS.phone, { error: MESSAGES.phone })
  .transform((value, context) => {
    const phone = normaliseTurkishPhone(value);
    if (!phone) context.addIssue({ code: "custom", message: MESSAGES.phone });
    return phone ?? z.NEVER;
  });

/** The contact fields of a lead form; `districts` are the slugs the select offers (the served districts and "diger"). */
export function leadContactFields(districts: readonly string[]) {
  return {
    district: z.string({ error: MESSAGES.district }).refine((value) => districts.includes(value), { error: MESSAGES.district }),
    name: z
      .string({ error: MESSAGES.name })
      .trim()
      .min(2, { error: MESSAGES.name })
      .max(LIMITS.name, { error: MESSAGES.name })
      .refine((value) => noLineBreaks(value) && noNul(value), { error: MESSAGES.name }),
    phone: turkishPhoneSchema,
    email: z
      .string()
      .trim()
      .max(LIMITS.email, { error: MESSAGES.email })
      .pipe(z.union([z.literal(""), z.email({ error: MESSAGES.email })]))
      .transform((value) => value || undefined)
      .optional(),
    note: optionalLeadText(LIMITS.note, MESSAGES.note),
    consent: z.literal("on", { error: MESSAGES.consent }),
  };
}

/** The posted form's text fields, one value each (the first), clipped when `clipTo` is given. */
export function readLeadFormText<F extends string>(form: FormData, fields: readonly F[], clipTo?: number): Partial<Record<F, string>> {
  const values: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, clipTo);
  }
  return values;
}

/** The first message of each field a schema refused. */
export function leadFieldErrors<F extends string>(error: z.ZodError): Partial<Record<F, string>> {
  const fieldErrors: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "") as F;
    fieldErrors[field] ??= issue.message;
  }
  return fieldErrors;
}
