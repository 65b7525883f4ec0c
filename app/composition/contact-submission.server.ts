import type { RequestFacts } from "#app/app-context.server";
import { consumeRateLimit } from "#app/db/rate-limit.server";
import { CONTACT_SUBJECTS } from "#app/features/contact/contact-messages";
import type { ContactRequest } from "#app/features/contact/contact.schema";
import { saveContactMessage } from "#app/features/contact/contact.server";
import { LEAD_SOURCE_FIELDS, leadSourceFromFields, leadSourceOfPost } from "#app/features/leads/lead-source";
import { contactLeadInput, createLead, LEAD_RATE_LIMIT } from "#app/features/leads/leads.server";
import { leadNotifierFor, type LeadNotifierServices } from "./lead-notifier.server";

type SubmitResult = { status: "stored"; id: number; reference: string } | { status: "ignored" } | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * The public contact form, wherever it is posted: rate-limited per IP in the `lead` bucket it shares
 * with the survey and quote forms (5 leads per 10 minutes, ADR 029), silently dropped when the
 * honeypot is filled, otherwise the message (for /n1_admin/messages) and its lead (for the inbox,
 * issue 19 item 4) written in one transaction; staff are notified like for every lead, after it is
 * stored and without the visitor waiting. The source is the hidden fields when the form sends them,
 * else the page the POST came from.
 */
export async function submitContactMessage(
  services: LeadNotifierServices,
  scope: Pick<RequestFacts, "clientIp" | "logger">,
  { website, ...input }: ContactRequest,
  { request }: { request: Request },
): Promise<SubmitResult> {
  const { db } = services;
  const { clientIp } = scope;
  const limit = await consumeRateLimit(db, LEAD_RATE_LIMIT, clientIp);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (website?.trim()) return { status: "ignored" };
  const hidden = input as Record<string, unknown>;
  const source = LEAD_SOURCE_FIELDS.some((field) => hidden[field] !== undefined)
    ? leadSourceFromFields((name) => hidden[name])
    : leadSourceOfPost({ requestUrl: request.url, referer: request.headers.get("referer") });
  const lead = await createLead(db, contactLeadInput({ ...input, subjectLabel: CONTACT_SUBJECTS[input.subject] }, source), {
    notify: leadNotifierFor(services, scope),
    alongside: (tx) => saveContactMessage(tx, input, { ipAddress: clientIp }),
  });
  return { status: "stored", ...lead };
}
