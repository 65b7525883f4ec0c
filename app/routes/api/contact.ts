import { getAppContext } from "#app/app-context.server";
import { contactRequestSchema } from "#app/features/contact/contact.schema";
import { submitContactMessage } from "#app/features/contact/contact.server";
import { getSiteSettings } from "#app/features/site-settings/site-settings.server";
import { json, jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/contact";

/** POST: the public contact form. 201 when accepted (also when the honeypot silently drops it). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const { db, clientIp, smtpUrl, siteOrigin, logger } = getAppContext(context);
  const input = await readJson(request, contactRequestSchema);
  const settings = smtpUrl ? await getSiteSettings(db) : null;
  const result = await submitContactMessage(db, input, {
    ipAddress: clientIp,
    notification: smtpUrl && settings ? { smtpUrl, to: settings.email, companyName: settings.companyName, siteOrigin } : undefined,
    onNotificationError: (error) => logger.error({ err: error }, "contact notification e-mail failed"),
  });
  if (result.status === "rate-limited") {
    return json(
      { message: "Çok fazla mesaj gönderdiniz. Lütfen birkaç dakika sonra tekrar deneyin." },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return json({ message: "Mesajınız alındı." }, { status: 201 });
}
