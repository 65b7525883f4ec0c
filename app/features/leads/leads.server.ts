import type { Db } from "#app/db/client.server";
import { consumeRateLimit, type RateLimit } from "#app/db/rate-limit.server";
import { leads, type QuoteLineSnapshot } from "#app/db/schema/leads";
import { leadReference } from "./lead-reference";
import type { LeadSource } from "./lead-source";
import type { QuoteRequest } from "./quote-request.schema";
import type { SurveyRequest } from "./survey-request.schema";

/** The contact form's limit (5 per IP per 10 minutes), counted for all lead forms together. */
export const LEAD_RATE_LIMIT: RateLimit = { bucket: "lead", limit: 5, windowMs: 10 * 60 * 1000 };

export type SubmitLeadResult = { status: "stored"; id: number; reference: string } | { status: "ignored" } | { status: "rate-limited"; retryAfterSeconds: number };

type NewLead = Omit<typeof leads.$inferInsert, "id" | "status" | "consentedAt" | "createdAt" | "updatedAt" | keyof LeadSource>;
type Visit = { source: LeadSource; honeypot?: string };

/**
 * Every lead a visitor sends goes through here: rate-limited per IP in the shared `lead` bucket,
 * silently dropped when the honeypot is filled, otherwise written in one transaction. Answers the
 * reference the visitor is shown.
 */
async function storeLead(db: Db, lead: NewLead, { source, honeypot }: Visit, { ipAddress, now }: { ipAddress: string; now: Date }): Promise<SubmitLeadResult> {
  const limit = await consumeRateLimit(db, LEAD_RATE_LIMIT, ipAddress, now);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (honeypot?.trim()) return { status: "ignored" };
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ ...lead, ...source, consentedAt: now, createdAt: now, updatedAt: now })
      .returning({ id: leads.id, type: leads.type, createdAt: leads.createdAt });
    return row!;
  });
  return { status: "stored", id: saved.id, reference: leadReference(saved) };
}

/** A free site-survey request from the public form (issue 19 item 2). */
export async function submitSurveyRequest(
  db: Db,
  { request, ...visit }: Visit & { request: SurveyRequest },
  { ipAddress, now = new Date() }: { ipAddress: string; now?: Date },
): Promise<SubmitLeadResult> {
  const { services, siteType, preferredDate, timeWindow, summary } = request;
  return storeLead(
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
    { ipAddress, now },
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
  { ipAddress, now = new Date() }: { ipAddress: string; now?: Date },
): Promise<SubmitLeadResult> {
  return storeLead(
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
    { ipAddress, now },
  );
}
