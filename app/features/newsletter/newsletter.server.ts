import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { consumeRateLimit, type RateLimit } from "#app/db/rate-limit.server";
import { newsletterSubscribers } from "#app/db/schema/contact";
import type { NewsletterValues } from "./newsletter.schema";

/** Five sign-ups per client IP in 15 minutes: enough for a family behind one router, not for a script. */
export const NEWSLETTER_RATE_LIMIT: RateLimit = { bucket: "newsletter", limit: 5, windowMs: 15 * 60 * 1000 };

export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `Çok fazla deneme yapıldı. Lütfen ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} dakika sonra tekrar deneyin.`;
}

/**
 * Stores a subscriber; signing up again changes nothing except that a newly ticked consent box
 * records the consent and its time. An unticked box never withdraws an earlier consent: that is
 * what the unsubscribe link is for.
 */
export async function subscribeToNewsletter(db: Db, { email, marketingConsent }: Pick<NewsletterValues, "email" | "marketingConsent">, now = new Date()) {
  const insert = db.insert(newsletterSubscribers).values({ email, marketingConsent, consentedAt: marketingConsent ? now : null });
  if (marketingConsent) {
    await insert.onConflictDoUpdate({ target: newsletterSubscribers.email, set: { marketingConsent: true, consentedAt: now, updatedAt: now } });
  } else {
    await insert.onConflictDoNothing({ target: newsletterSubscribers.email });
  }
}

export type NewsletterReading<Refusal> = { ok: true; data: NewsletterValues } | { ok: false; refusal: Refusal };
/** A reader that never refuses (the API's: readJson throws its own 400) has no "refused" outcome. */
export type NewsletterSignUp<Refusal> =
  | { status: "rate-limited"; retryAfterSeconds: number }
  | { status: "subscribed" }
  | ([Refusal] extends [never] ? never : { status: "refused"; refusal: Refusal });

/**
 * A sign-up through either door, `POST /api/newsletter` or the blog's form: the rate limit runs
 * before the input is read, so malformed floods count too; a filled honeypot (`website`) gets the
 * success answer and stores nothing.
 */
export async function signUpForNewsletter<Refusal = never>(
  db: Db,
  clientIp: string,
  readInput: () => Promise<NewsletterReading<Refusal>> | NewsletterReading<Refusal>,
): Promise<NewsletterSignUp<Refusal>> {
  const limit = await consumeRateLimit(db, NEWSLETTER_RATE_LIMIT, clientIp);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  const input = await readInput();
  if (!input.ok) return { status: "refused", refusal: input.refusal } as NewsletterSignUp<Refusal>;
  if (!input.data.website) await subscribeToNewsletter(db, input.data);
  return { status: "subscribed" };
}

/** Deletes the address (KVKK: nothing is kept after an unsubscribe). True when a row was removed. */
export async function unsubscribeFromNewsletter(db: Db, { email }: { email: string }): Promise<boolean> {
  const removed = await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).returning({ id: newsletterSubscribers.id });
  return removed.length > 0;
}
