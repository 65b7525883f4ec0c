import { z } from "zod";
import { defineAdminResource } from "#app/admin/resource";
import { updatedAtField, wireTimestamp } from "#app/admin/wire";
import { maxLength } from "#app/lib/length-limits";
import { parseRedirectSource, parseRedirectTarget, REDIRECT_ADDRESS_MAX } from "#app/lib/redirect-paths";

/** Any origin but the site's: the browser's form checks the spelling; the server knows the origin. */
const SPELLING_ORIGIN = "https://yazim-denetimi.invalid";

/** A redirect rule as staff write it, in the dialog, the API and each CSV row (ADR 043). */
export const redirectFormSchema = z.object({
  source: z
    .string({ error: "Kaynak adres zorunludur." })
    .max(REDIRECT_ADDRESS_MAX, maxLength(REDIRECT_ADDRESS_MAX))
    .superRefine((value, context) => {
      const parsed = parseRedirectSource(value);
      if (!parsed.ok) context.addIssue({ code: "custom", message: parsed.message });
    }),
  /** The source's query is left out of the match: every query of the path is redirected. */
  ignoreQuery: z.boolean().default(false),
  target: z
    .string({ error: "Hedef adres zorunludur." })
    .max(REDIRECT_ADDRESS_MAX, maxLength(REDIRECT_ADDRESS_MAX))
    .superRefine((value, context) => {
      const parsed = parseRedirectTarget(value, SPELLING_ORIGIN);
      if (!parsed.ok) context.addIssue({ code: "custom", message: parsed.message });
    }),
  status: z.union([z.literal(301), z.literal(302)], { error: "Tür 301 (kalıcı) ya da 302 (geçici) olmalıdır." }).default(301),
  note: z.string().trim().max(500, maxLength(500)).default(""),
});

/** What `GET /api/admin/redirects` lists and `GET /api/admin/redirects/{id}` answers. */
export const redirectItemSchema = z.strictObject({
  id: z.number().int(),
  source: z.string(),
  matchQuery: z.boolean(),
  target: z.string(),
  status: z.number().int(),
  note: z.string(),
  automatic: z.boolean(),
  hits: z.number().int(),
  lastHitAt: wireTimestamp.nullable(),
  createdAt: wireTimestamp,
  updatedAt: wireTimestamp,
});

export const redirectsResource = defineAdminResource({
  name: "redirects",
  schemas: {
    row: redirectItemSchema,
    item: redirectItemSchema,
    create: redirectFormSchema,
    update: z.object({ ...updatedAtField }).and(redirectFormSchema),
    remove: true,
  },
});

/** What `GET /api/admin/not-found-paths` lists: a path browsers got 404 for, how often, from which site. */
export const notFoundPathItemSchema = z.strictObject({
  id: z.number().int(),
  path: z.string(),
  count: z.number().int(),
  referrerHost: z.string().nullable(),
  firstSeenAt: wireTimestamp,
  lastSeenAt: wireTimestamp,
});

export const NOT_FOUND_PATHS_PAGE_SIZE = 50;

/** "Bulunamayan sayfalar": read (paged, most hit first) and delete; the rows come from 404 answers. */
export const notFoundPathsResource = defineAdminResource({
  name: "not-found-paths",
  schemas: { row: notFoundPathItemSchema, item: notFoundPathItemSchema, remove: true },
  pageSize: NOT_FOUND_PATHS_PAGE_SIZE,
});
