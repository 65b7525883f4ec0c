import { z } from "zod";
import { adminKeys } from "#app/admin/query-keys";
import { adminView } from "#app/admin/resource";

const count = z.number().int().nonnegative();

/**
 * `GET /api/admin/data-management/stats`: the data stats (docs/product.md#admin-area), plus the unread
 * messages for the dashboard.
 */
export const dataStatsSchema = z.strictObject({
  products: z.strictObject({ total: count, active: count, featured: count, withImages: count }),
  brands: z.strictObject({ total: count, active: count }),
  blog: z.strictObject({ total: count, published: count }),
  supportApps: z.strictObject({ total: count, mobileApps: count, software: count }),
  messages: z.strictObject({ unread: count }),
});
export type DataStats = z.output<typeof dataStatsSchema>;

export const dataStatsQuery = () => adminView(adminKeys.dataStats(), "/api/admin/data-management/stats", dataStatsSchema);
