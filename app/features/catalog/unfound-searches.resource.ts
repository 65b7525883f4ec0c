import { z } from "zod";
import { defineAdminResource } from "#app/admin/resource";
import { wireTimestamp } from "#app/admin/wire";

/** What `GET /api/admin/unfound-searches` lists: a folded query, how often and when it was searched. */
export const unfoundSearchItemSchema = z.strictObject({
  id: z.number().int(),
  query: z.string(),
  count: z.number().int(),
  firstSeenAt: wireTimestamp,
  lastSeenAt: wireTimestamp,
});

/** Rows per page of the admin list (the table keeps at most 1,000: `UNFOUND_MAX_ROWS`). */
export const UNFOUND_SEARCHES_PAGE_SIZE = 50;

/** "Aranan ama bulunamayan": read (paged) and delete only; the rows come from the catalogue page. */
export const unfoundSearchesResource = defineAdminResource({
  name: "unfound-searches",
  schemas: { row: unfoundSearchItemSchema, item: unfoundSearchItemSchema, remove: true },
  pageSize: UNFOUND_SEARCHES_PAGE_SIZE,
});
