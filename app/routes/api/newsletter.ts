import { getRequestScope, getServices } from "#app/app-context.server";
import { SUBSCRIBED_MESSAGE } from "#app/features/newsletter/newsletter-messages";
import { newsletterSchema } from "#app/features/newsletter/newsletter.schema";
import { rateLimitedMessage, signUpForNewsletter } from "#app/features/newsletter/newsletter.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/newsletter";

/**
 * POST /api/newsletter {email, marketingConsent}: rate-limited per client IP, validated, idempotent.
 * A filled honeypot gets the same answer and stores nothing. The blog's form posts the same sign-up
 * to /blog when JavaScript is off.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db } = getServices(context);
  const { clientIp } = getRequestScope(context);
  // Invalid JSON is thrown by readJson as its 400/415 answer.
  const signUp = await signUpForNewsletter(db, clientIp, async () => ({ ok: true, data: await readJson(request, newsletterSchema) }));
  if (signUp.status === "rate-limited") {
    return json({ message: rateLimitedMessage(signUp.retryAfterSeconds) }, { status: 429, headers: { "Retry-After": String(signUp.retryAfterSeconds) } });
  }
  return json({ message: SUBSCRIBED_MESSAGE });
}
