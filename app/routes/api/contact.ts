import { getRequestScope, getServices } from "#app/app-context.server";
import { submitContactMessage } from "#app/composition/contact-submission.server";
import { contactRequestSchema } from "#app/features/contact/contact.schema";
import { json, jsonError, readJson } from "#app/http/json.server";
import type { Route } from "./+types/contact";

/** POST: the public contact form. 201 when accepted (also when the honeypot silently drops it). */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Bu yöntem desteklenmiyor.");
  const input = await readJson(request, contactRequestSchema);
  const result = await submitContactMessage(getServices(context), getRequestScope(context), input, { request });
  if (result.status === "rate-limited") {
    return json(
      { message: "Çok fazla mesaj gönderdiniz. Lütfen birkaç dakika sonra tekrar deneyin." },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return json({ message: "Mesajınız alındı." }, { status: 201 });
}
