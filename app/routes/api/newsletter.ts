import { getAppContext } from "#app/app-context.server";
import { consumeRateLimit } from "#app/db/rate-limit.server";
import { newsletterSchema } from "#app/features/newsletter/newsletter.schema";
import { NEWSLETTER_RATE_LIMIT, rateLimitedMessage, SUBSCRIBED_MESSAGE, subscribeToNewsletter } from "#app/features/newsletter/newsletter.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/newsletter";

/**
 * POST /api/newsletter {email, marketingConsent}: rate-limited per client IP, validated, idempotent.
 * A filled honeypot gets the same answer and stores nothing.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp } = getAppContext(context);
  const limit = await consumeRateLimit(db, NEWSLETTER_RATE_LIMIT, clientIp);
  if (!limit.allowed) {
    return json({ message: rateLimitedMessage(limit.retryAfterSeconds) }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
  }
  const input = await readJson(request, newsletterSchema);
  if (!input.website) await subscribeToNewsletter(db, input);
  return json({ message: SUBSCRIBED_MESSAGE });
}
