import { z } from "zod";
import { LEAD_STATUSES, LEAD_TYPES } from "#app/db/schema/leads";
import { maxLength } from "#app/lib/length-limits";
import { LEAD_DISTRICT_VALUES } from "./lead-districts";
import { isLeadSourceFilter } from "./lead-source-groups";

export const LEAD_SEARCH_MAX = 100;

const day = (label: string) => z.iso.date({ error: `${label} YYYY-AA-GG biçiminde geçerli bir tarih olmalıdır.` }).optional();

/**
 * The inbox's filters, as the query string of `GET /api/admin/leads` and of its CSV export:
 * status, type, district, source page, a range of days of creation (the office's calendar, both ends included)
 * a search by name, phone or reference, and overdue follow-ups. Strict: an unknown or malformed parameter is 400.
 */
export const leadListQuerySchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES, { error: "Geçerli bir durum seçin." }).optional(),
    type: z.enum(LEAD_TYPES, { error: "Geçerli bir talep türü seçin." }).optional(),
    district: z
      .string()
      .refine((value) => LEAD_DISTRICT_VALUES.includes(value), { error: "Geçerli bir ilçe seçin." })
      .optional(),
    /** A source group or kind of `lead-source-groups.ts`: `district`, `district:gebze`, `product:12`, `calculator`, `other`, `none`. */
    source: z.string().refine(isLeadSourceFilter, { error: "Geçerli bir kaynak seçin." }).optional(),
    from: day("Başlangıç tarihi"),
    to: day("Bitiş tarihi"),
    q: z.string().trim().max(LEAD_SEARCH_MAX, maxLength(LEAD_SEARCH_MAX)).optional(),
    /** "1": only leads whose follow-up day has passed and that are still open (the dashboard's figure). */
    overdue: z.literal("1", { error: "Yalnızca 1 olabilir." }).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { path: ["to"], error: "Bitiş tarihi başlangıç tarihinden önce olamaz." });

export type LeadListQuery = z.output<typeof leadListQuerySchema>;
export type LeadFilters = { [K in keyof LeadListQuery]?: string };

/** The filters as a query string for the list and the export, empty values left out. */
export function leadFiltersSearch(filters: LeadFilters): string {
  return new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
}
