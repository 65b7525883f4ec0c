import { eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import type { RateLimit } from "#app/db/rate-limit.server";
import { newsletterSubscribers } from "#app/db/schema/contact";
import type { NewsletterValues } from "./newsletter.schema";

/** Five sign-ups per client IP in 15 minutes: enough for a family behind one router, not for a script. */
export const NEWSLETTER_RATE_LIMIT: RateLimit = { bucket: "newsletter", limit: 5, windowMs: 15 * 60 * 1000 };

/** One answer for a new, a repeated and a honeypot sign-up, so the form never tells who is subscribed. */
export const SUBSCRIBED_MESSAGE = "Bülten aboneliğiniz kaydedildi. Yeni yazılarımızdan haberdar olacaksınız.";

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

/** Deletes the address (KVKK: nothing is kept after an unsubscribe). True when a row was removed. */
export async function unsubscribeFromNewsletter(db: Db, { email }: { email: string }): Promise<boolean> {
  const removed = await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)).returning({ id: newsletterSubscribers.id });
  return removed.length > 0;
}
