import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { defineAdminResource } from "#app/admin/resource";
import { updatedAtField, wireTimestamp } from "#app/admin/wire";
import { LEAD_STATUSES, LEAD_TYPES } from "#app/db/schema/leads";
import { leadListQuerySchema } from "./lead-list-query";

export const LEAD_STATUS_LABELS: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: "Yeni",
  called: "Arandı",
  survey_scheduled: "Keşif planlandı",
  quoted: "Teklif verildi",
  won: "Kazanıldı",
  lost: "Kaybedildi",
};

export const LEAD_TYPE_LABELS: Record<(typeof LEAD_TYPES)[number], string> = {
  quote: "Teklif sepeti",
  survey: "Keşif talebi",
  contact: "İletişim formu",
};

export const LEAD_WORKFLOW_LIMITS = { lostReason: 300, internalNotes: 5000 } as const;

const nullableText = (max: number, label: string) =>
  z
    .string({ error: `${label} metin olmalıdır.` })
    .trim()
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` })
    .nullable()
    .transform((value) => value || null);

/**
 * What staff change on a lead (issue 19 item 4): its status, the reason of a loss, the day to call
 * back and internal notes. Everything else is the visitor's and read-only. A reason is kept only
 * on a lost lead.
 */
export const leadWorkflowSchema = z.object({
  status: z.enum(LEAD_STATUSES, { error: "Geçerli bir durum seçin." }),
  lostReason: nullableText(LEAD_WORKFLOW_LIMITS.lostReason, "Kaybedilme nedeni"),
  followUpOn: z.iso.date({ error: "Takip tarihi geçerli bir tarih olmalıdır (YYYY-AA-GG)." }).nullable(),
  internalNotes: nullableText(LEAD_WORKFLOW_LIMITS.internalNotes, "İç notlar"),
});

/** What `GET /api/admin/leads` lists and `GET …/{id}` answers; `PUT` accepts it back. */
export const leadItemSchema = z.strictObject({
  id: z.number().int(),
  type: z.enum(LEAD_TYPES),
  status: z.enum(LEAD_STATUSES),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  district: z.string().nullable(),
  address: z.string().nullable(),
  note: z.string().nullable(),
  preferredChannel: z.string().nullable(),
  details: z.object({
    services: z.array(z.string()).optional(),
    siteType: z.string().optional(),
    preferredDate: z.string().optional(),
    timeWindow: z.string().optional(),
    summary: z.string().optional(),
    subject: z.string().optional(),
    phoneAsTyped: z.string().optional(),
    lines: z.array(z.object({ productId: z.number().int(), name: z.string(), brand: z.string(), quantity: z.number().int() })).optional(),
  }),
  sourcePage: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  utmTerm: z.string().nullable(),
  utmContent: z.string().nullable(),
  consentedAt: wireTimestamp,
  statusChangedAt: wireTimestamp.nullable(),
  statusChangedBy: z.number().int().nullable(),
  lostReason: z.string().nullable(),
  followUpOn: z.string().nullable(),
  internalNotes: z.string().nullable(),
  createdAt: wireTimestamp,
  updatedAt: wireTimestamp,
});

export const leadsResource = defineAdminResource({
  name: "leads",
  affects: [adminKeys.leadStats()],
  schemas: {
    row: leadItemSchema,
    listFilters: leadListQuerySchema,
    item: leadItemSchema,
    update: z.object({ ...updatedAtField }).and(leadWorkflowSchema),
    patch: leadWorkflowSchema.partial(),
    remove: true,
  },
});
