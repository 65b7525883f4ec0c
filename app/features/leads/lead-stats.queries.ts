import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { adminView } from "#app/admin/resource";
import { LEAD_TYPES } from "#app/db/schema/leads";

const count = z.number().int().nonnegative();

/**
 * `GET /api/admin/leads/stats`, the dashboard's lead counts (issue 19 item 4): leads still "Yeni",
 * this month's leads (the office's calendar month) by type, by district and by source page, and follow-ups whose
 * day has passed on leads still open (neither won nor lost).
 */
export const leadStatsSchema = z.strictObject({
  newLeads: count,
  thisMonth: z.strictObject({
    /** The month's first day (YYYY-MM-DD), for links to the inbox filtered from it. */
    from: z.iso.date(),
    total: count,
    byType: z.strictObject(Object.fromEntries(LEAD_TYPES.map((type) => [type, count])) as Record<(typeof LEAD_TYPES)[number], typeof count>),
    /** Most leads first; `district` is a slug, "diger", or null for a lead without one. */
    byDistrict: z.array(z.strictObject({ district: z.string().nullable(), count })),
    /** Most leads first; `source` is a group of `lead-source-groups.ts`, `label` its readable name. */
    bySource: z.array(z.strictObject({ source: z.string(), label: z.string(), count })),
  }),
  overdueFollowUps: count,
});
export type LeadStats = z.output<typeof leadStatsSchema>;

export const leadStatsQuery = () => adminView(adminKeys.leadStats(), "/api/admin/leads/stats", leadStatsSchema);
