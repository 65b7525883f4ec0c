import { z } from "zod";
import { maxLength } from "#app/lib/length-limits";
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, EMAIL_REQUIRED_MESSAGE } from "./newsletter-messages";

const HONEYPOT_MAX_LENGTH = 500;
/** Longer than any address the schema takes: enough to show the visitor what they sent, bounded for the page. */
const SHOWN_EMAIL_MAX_LENGTH = 2 * EMAIL_MAX_LENGTH;

/**
 * The blog's newsletter box, shared by the form and `POST /api/newsletter`. The address is trimmed
 * and lower-cased, so one mailbox is one subscriber. `marketingConsent` is the separate, unticked
 * consent box (KVKK açık rıza). `website` is a honeypot that people never see or fill.
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED_MESSAGE })
    .trim()
    .toLowerCase()
    .min(1, { error: EMAIL_REQUIRED_MESSAGE })
    .max(EMAIL_MAX_LENGTH, { error: `E-posta adresi en fazla ${EMAIL_MAX_LENGTH} karakter olabilir.` })
    .pipe(z.email({ error: EMAIL_INVALID_MESSAGE })),
  marketingConsent: z.boolean({ error: "Pazarlama izni evet ya da hayır olmalıdır." }).default(false),
  website: z.string().max(HONEYPOT_MAX_LENGTH, maxLength(HONEYPOT_MAX_LENGTH)).optional(),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;

/** What the blog's form shows again after a refused post: the address as typed and the box as ticked. */
export type NewsletterFormValues = { email: string; marketingConsent: boolean };

/** The values of a posted newsletter form (`email`, `marketingConsent=on`, honeypot `website`). */
export function readNewsletterForm(form: FormData): NewsletterFormValues & { website: string } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { email: text("email").slice(0, SHOWN_EMAIL_MAX_LENGTH), marketingConsent: form.get("marketingConsent") === "on", website: text("website").slice(0, HONEYPOT_MAX_LENGTH) };
}

/** Checks a posted newsletter form with the API's schema; a refusal is the e-mail field's Turkish message. */
export function parseNewsletterForm(form: FormData): { ok: true; data: NewsletterValues } | { ok: false; refusal: { emailError: string } } {
  const { website, ...values } = readNewsletterForm(form);
  const result = newsletterSchema.safeParse({ ...values, website: website || undefined });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, refusal: { emailError: result.error.issues[0]?.message ?? EMAIL_INVALID_MESSAGE } };
}
