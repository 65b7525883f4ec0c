import type { Db, Tx } from "#app/db/client.server";
import { consumeRateLimit, type RateLimit } from "#app/db/rate-limit.server";
import { leads, type NewLead, type QuoteLineSnapshot } from "#app/db/schema/leads";
import { normaliseTurkishPhone } from "#app/lib/turkish-phone";
import { leadReference } from "./lead-reference";
import type { LeadSource } from "./lead-source";
import type { LeadNotifier } from "./lead-notifications.server";
import type { QuoteRequest } from "./quote-request.schema";
import type { SurveyRequest } from "./survey-request.schema";

/** 5 leads per IP per 10 minutes, counted for all lead forms together: survey, quote basket and contact form. */
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

type Visit = { source: LeadSource; honeypot?: string };
type SubmitOptions = { ipAddress: string; notify: LeadNotifier; now?: Date };

/**
 * Every lead a visitor sends from a public form goes through here: rate-limited per IP in the shared
 * `lead` bucket, silently dropped when the honeypot is filled, otherwise created (and notified) by
 * `createLead`. Answers the reference the visitor is shown.
 */
async function submitLead(
  db: Db,
  lead: Omit<LeadInput, keyof LeadSource>,
  { source, honeypot }: Visit,
  { ipAddress, notify, now = new Date() }: SubmitOptions,
): Promise<SubmitLeadResult> {
  const limit = await consumeRateLimit(db, LEAD_RATE_LIMIT, ipAddress, now);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (honeypot?.trim()) return { status: "ignored" };
  const saved = await createLead(db, { ...lead, ...source }, { notify, now });
  return { status: "stored", ...saved };
}

/** A free site-survey request from the public form (issue 19 item 2). */
export async function submitSurveyRequest(db: Db, { request, ...visit }: Visit & { request: SurveyRequest }, options: SubmitOptions): Promise<SubmitLeadResult> {
  const { services, siteType, preferredDate, timeWindow, summary } = request;
  return submitLead(
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
    },
    visit,
    options,
  );
}

/**
 * A quote request from the basket (issue 19 item 1): the visitor's contact fields and a snapshot of
 * the basket's lines (product id, name, brand, quantity), so the lead still reads right after a
 * product is renamed or deleted.
 */
export async function submitQuoteRequest(
  db: Db,
  { request, lines, ...visit }: Visit & { request: QuoteRequest; lines: QuoteLineSnapshot[] },
  options: SubmitOptions,
): Promise<SubmitLeadResult> {
  return submitLead(
    db,
    {
      type: "quote",
      name: request.name,
      phone: request.phone,
      email: request.email ?? null,
      company: request.company ?? null,
      district: request.district,
      note: request.note ?? null,
      preferredChannel: request.channel,
      details: { lines },
    },
    visit,
    options,
  );
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
