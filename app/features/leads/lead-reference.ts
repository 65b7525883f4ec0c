import type { LeadType } from "#app/db/schema/leads";
import { officeYear } from "./survey-calendar";

export const LEAD_REFERENCE_PREFIXES: Record<LeadType, string> = { quote: "TKL", survey: "KSF", contact: "ILT" };

/**
 * The number a visitor quotes on the phone: type, year and the lead's id, e.g. `KSF-2026-000123`.
 * Derived, not stored: the id is unique, and the year is the office's year of creation.
 */
export function leadReference({ type, id, createdAt }: { type: LeadType; id: number; createdAt: Date }): string {
  return `${LEAD_REFERENCE_PREFIXES[type]}-${officeYear(createdAt)}-${String(id).padStart(6, "0")}`;
}

const REFERENCE_PATTERN = /^(TKL|KSF|ILT)-(\d{4})-(\d{6,10})$/;

/** Whether a text has the shape of a reference (for the confirmation page, which only shows it). */
export function isLeadReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}

/** A part of a reference, upper-cased: letters, digits and hyphens with a digit or a hyphen in them, or a prefix. */
const REFERENCE_PART = /^(?=.*[\d-]|(?:TKL|KSF|ILT)$)[A-Z\d-]+$/;

/**
 * What a search text may be looking for in the references (`TKL-2026`, `000007`, `ksf-2026-000123`),
 * upper-cased, or null when it cannot be part of one (a name, a phone typed with spaces).
 */
export function leadReferencePart(value: string): string | null {
  const part = value.trim().toUpperCase();
  return REFERENCE_PART.test(part) ? part : null;
}
