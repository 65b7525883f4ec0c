import { z } from "zod";
import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, EMAIL_REQUIRED_MESSAGE } from "./newsletter-messages";
import { maxLength } from "#app/lib/length-limits";

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
  website: z.string().max(500, maxLength(500)).optional(),
});

export type NewsletterInput = z.input<typeof newsletterSchema>;
export type NewsletterValues = z.output<typeof newsletterSchema>;
