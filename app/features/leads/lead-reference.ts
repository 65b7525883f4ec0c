import type { LeadType } from "#app/db/schema/leads";
import { officeYear } from "./survey-calendar";

const PREFIXES: Record<LeadType, string> = { quote: "TKL", survey: "KSF", contact: "ILT" };

/**
 * The number a visitor quotes on the phone: type, year and the lead's id, e.g. `KSF-2026-000123`.
 * Derived, not stored: the id is unique, and the year is the office's year of creation.
 */
export function leadReference({ type, id, createdAt }: { type: LeadType; id: number; createdAt: Date }): string {
  return `${PREFIXES[type]}-${officeYear(createdAt)}-${String(id).padStart(6, "0")}`;
}

const REFERENCE_PATTERN = /^(TKL|KSF|ILT)-(\d{4})-(\d{6,10})$/;

/** Whether a text has the shape of a reference (for the confirmation page, which only shows it). */
export function isLeadReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value);
}

const MAX_ID = 2_147_483_647;

/** The lead id a reference names (`ksf-2026-000123` → 123), or null when the text is not one or no id can be that large. */
export function leadIdOfReference(value: string): number | null {
  const match = REFERENCE_PATTERN.exec(value.trim().toUpperCase());
  const id = match ? Number(match[3]) : null;
  return id !== null && id <= MAX_ID ? id : null;
}
