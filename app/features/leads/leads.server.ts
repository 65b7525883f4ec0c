import type { Db, Tx } from "#app/db/client.server";
import { consumeRateLimit, type RateLimit } from "#app/db/rate-limit.server";
import { leads, type NewLead } from "#app/db/schema/leads";
import { normaliseTurkishPhone } from "#app/lib/turkish-phone";
import { leadReference } from "./lead-reference";
import type { LeadSource } from "./lead-source";
import type { LeadNotifier } from "./lead-notifications.server";
import type { SurveyRequest } from "./survey-request.schema";

/** The contact form's limit (5 per IP per 10 minutes), counted for all lead forms together. */
export const LEAD_RATE_LIMIT: RateLimit = { bucket: "lead", limit: 5, windowMs: 10 * 60 * 1000 };

export type SubmitLeadResult = { status: "stored"; id: number; reference: string } | { status: "ignored" } | { status: "rate-limited"; retryAfterSeconds: number };

/** What a form writes into a new lead: the visitor's fields and the source; the workflow starts at "Yeni". */
export type LeadInput = Omit<
  NewLead,
  "id" | "status" | "statusChangedAt" | "statusChangedBy" | "lostReason" | "followUpOn" | "internalNotes" | "createdAt" | "updatedAt" | "consentedAt"
>;

/**
 * The one way a lead is created (survey, quote basket, contact form): inserted in one transaction,
 * together with whatever `alongside` writes (the contact form's own message), and only once that
 * has committed handed to `notify`, which runs on its own: the visitor's request never waits for
 * an e-mail or a webhook, and a failed notification never loses the lead.
 */
export async function createLead(
  db: Db,
  input: LeadInput,
  { notify, now = new Date(), alongside }: { notify: LeadNotifier; now?: Date; alongside?: (tx: Tx) => Promise<unknown> },
) {
  const saved = await db.transaction(async (tx) => {
    await alongside?.(tx);
    const [row] = await tx
      .insert(leads)
      .values({ ...input, consentedAt: now, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  });
  const reference = leadReference(saved);
  void notify({ ...saved, reference });
  return { id: saved.id, reference };
}

/**
 * A free site-survey request from the public form: rate-limited per IP, silently dropped when the
 * honeypot is filled, otherwise stored as a new lead. Answers the reference the visitor is shown.
 */
export async function submitSurveyRequest(
  db: Db,
  { request, source, honeypot }: { request: SurveyRequest; source: LeadSource; honeypot?: string },
  { ipAddress, notify, now = new Date() }: { ipAddress: string; notify: LeadNotifier; now?: Date },
): Promise<SubmitLeadResult> {
  const limit = await consumeRateLimit(db, LEAD_RATE_LIMIT, ipAddress, now);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (honeypot?.trim()) return { status: "ignored" };
  const { services, siteType, preferredDate, timeWindow, summary } = request;
  const saved = await createLead(
    db,
    {
      type: "survey",
      name: request.name,
      phone: request.phone,
      email: request.email ?? null,
      district: request.district,
      address: request.address ?? null,
      note: request.note ?? null,
      details: { services, siteType, ...(preferredDate && { preferredDate }), ...(timeWindow && { timeWindow }), ...(summary && { summary }) },
      ...source,
    },
    { notify, now },
  );
  return { status: "stored", ...saved };
}

/**
 * A contact-form message as a lead (type `contact`): its subject (the label) and text, the phone
 * as E.164 when it is a Turkish number, else as typed in `details`. No consent box on that form:
 * `consentedAt` is the time of sending, under the KVKK notice shown beside it.
 */
export function contactLeadInput(
  message: { name: string; email: string; phone?: string; company?: string; subjectLabel: string; message: string },
  source: LeadSource,
): LeadInput {
  const typed = message.phone?.trim() || undefined;
  const phone = typed ? normaliseTurkishPhone(typed) : null;
  return {
    type: "contact",
    name: message.name,
    phone,
    email: message.email,
    company: message.company || null,
    note: message.message,
    details: { subject: message.subjectLabel, ...(typed && !phone && { phoneAsTyped: typed }) },
    ...source,
  };
}
