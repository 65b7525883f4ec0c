import type { Lead } from "#app/db/schema/leads";
import { excelCsv } from "#app/lib/excel-csv";
import { formatTurkishPhone } from "#app/lib/turkish-phone";
import { leadDistrictLabel } from "./lead-districts";
import { CONTACT_CHANNELS, SITE_TYPES, SURVEY_SERVICES, TIME_WINDOWS } from "./lead-fields";
import { leadReference } from "./lead-reference";
import { leadSourceGroup, leadSourceLabel } from "./lead-source-groups";
import { quoteLineText } from "./quote-basket";
import { LEAD_STATUS_LABELS, LEAD_TYPE_LABELS } from "./leads.resource";

type LeadForCsv = Omit<Lead, "consentedAt" | "statusChangedAt" | "statusChangedBy" | "updatedAt">;

const istanbulDateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Istanbul" });
const labelOf = (labels: Record<string, string>, value: string | undefined) => (value ? (labels[value] ?? value) : "");

/** The columns, in Turkish for the office's spreadsheet; one row per lead. */
const COLUMNS: [string, (lead: LeadForCsv) => string][] = [
  ["Talep no", (lead) => leadReference(lead)],
  ["Tarih", (lead) => istanbulDateTime.format(lead.createdAt)],
  ["Tür", (lead) => LEAD_TYPE_LABELS[lead.type]],
  ["Durum", (lead) => LEAD_STATUS_LABELS[lead.status]],
  ["Ad soyad", (lead) => lead.name],
  // National format: "+90…" would be escaped like a formula, and staff dial 0532 … anyway.
  ["Telefon", (lead) => (lead.phone ? formatTurkishPhone(lead.phone) : (lead.details.phoneAsTyped ?? ""))],
  ["E-posta", (lead) => lead.email ?? ""],
  ["Firma", (lead) => lead.company ?? ""],
  ["İlçe", (lead) => leadDistrictLabel(lead.district) ?? ""],
  ["Adres", (lead) => lead.address ?? ""],
  ["Konu", (lead) => lead.details.subject ?? ""],
  ["Hizmetler", (lead) => (lead.details.services ?? []).map((service) => labelOf(SURVEY_SERVICES, service)).join(", ")],
  ["Mekân", (lead) => labelOf(SITE_TYPES, lead.details.siteType)],
  ["Tercih edilen gün", (lead) => lead.details.preferredDate ?? ""],
  ["Saat aralığı", (lead) => labelOf(TIME_WINDOWS, lead.details.timeWindow)],
  ["Kurulum özeti", (lead) => lead.details.summary ?? ""],
  ["Ürünler", (lead) => (lead.details.lines ?? []).map(quoteLineText).join("; ")],
  ["Not", (lead) => lead.note ?? ""],
  ["Tercih edilen kanal", (lead) => labelOf(CONTACT_CHANNELS, lead.preferredChannel ?? undefined)],
  ["Kaynak", (lead) => leadSourceLabel(leadSourceGroup(lead.sourcePage))],
  ["Kaynak sayfa", (lead) => lead.sourcePage ?? ""],
  ["Yönlendiren", (lead) => lead.referrer ?? ""],
  ["utm_source", (lead) => lead.utmSource ?? ""],
  ["utm_medium", (lead) => lead.utmMedium ?? ""],
  ["utm_campaign", (lead) => lead.utmCampaign ?? ""],
  ["utm_term", (lead) => lead.utmTerm ?? ""],
  ["utm_content", (lead) => lead.utmContent ?? ""],
  ["Takip tarihi", (lead) => lead.followUpOn ?? ""],
  ["Kaybedilme nedeni", (lead) => lead.lostReason ?? ""],
  ["İç notlar", (lead) => lead.internalNotes ?? ""],
];

/** Leads as CSV for Excel in Turkey (`excelCsv`: UTF-8 with BOM, `;`, formulas escaped). */
export function leadsCsv(rows: readonly LeadForCsv[]): Promise<string> {
  return excelCsv(
    COLUMNS.map(([header]) => header),
    rows.map((lead) => COLUMNS.map(([, value]) => value(lead))),
  );
}
