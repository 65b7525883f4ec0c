import type { Db } from "#app/db/client.server";
import { consumeRateLimit, type RateLimit } from "#app/db/rate-limit.server";
import { leads } from "#app/db/schema/leads";
import { leadReference } from "./lead-reference";
import type { LeadSource } from "./lead-source";
import type { SurveyRequest } from "./survey-request.schema";

/** The contact form's limit (5 per IP per 10 minutes), counted for all lead forms together. */
export const LEAD_RATE_LIMIT: RateLimit = { bucket: "lead", limit: 5, windowMs: 10 * 60 * 1000 };

export type SubmitLeadResult = { status: "stored"; id: number; reference: string } | { status: "ignored" } | { status: "rate-limited"; retryAfterSeconds: number };

/**
 * A free site-survey request from the public form: rate-limited per IP, silently dropped when the
 * honeypot is filled, otherwise stored as a new lead. Answers the reference the visitor is shown.
 */
export async function submitSurveyRequest(
  db: Db,
  { request, source, honeypot }: { request: SurveyRequest; source: LeadSource; honeypot?: string },
  { ipAddress, now = new Date() }: { ipAddress: string; now?: Date },
): Promise<SubmitLeadResult> {
  const limit = await consumeRateLimit(db, LEAD_RATE_LIMIT, ipAddress, now);
  if (!limit.allowed) return { status: "rate-limited", retryAfterSeconds: limit.retryAfterSeconds };
  if (honeypot?.trim()) return { status: "ignored" };
  const { services, siteType, preferredDate, timeWindow, summary } = request;
  const [saved] = await db
    .insert(leads)
    .values({
      type: "survey",
      name: request.name,
      phone: request.phone,
      email: request.email ?? null,
      district: request.district,
      address: request.address ?? null,
      note: request.note ?? null,
      details: { services, siteType, ...(preferredDate && { preferredDate }), ...(timeWindow && { timeWindow }), ...(summary && { summary }) },
      ...source,
      consentedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: leads.id, type: leads.type, createdAt: leads.createdAt });
  return { status: "stored", id: saved!.id, reference: leadReference(saved!) };
}
