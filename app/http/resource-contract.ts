import { z } from "zod";

/*
 * The wire contract of an admin resource (ADR 026): the zod schemas of what the API answers (list
 * row, item) and accepts (create, update, patch). The browser's client (app/admin/resource.ts) and the
 * server half (admin-resource.server.ts) both follow it; it lives here, with the wire, so that the
 * HTTP layer needs nothing of the admin client.
 */

export type ResourceSchemas = {
  /** One element of `GET {path}`. */
  row: z.ZodType;
  /** The query string `GET {path}` accepts (filters), strict; absent: the list takes none. */
  listFilters?: z.ZodType;
  /** `GET {path}/{id}`; what `PUT` accepts back unchanged. */
  item: z.ZodType;
  /** `POST {path}`; absent: the API creates none (405). */
  create?: z.ZodType;
  /** `PUT {path}/{id}`: the writable fields plus the `updatedAt` that was read. */
  update?: z.ZodType<{ updatedAt: string }>;
  /** `PATCH {path}/{id}`: some writable fields, no concurrency check; only the fields the body names change. */
  patch?: z.ZodType;
  /** `DELETE {path}/{id}` exists. */
  remove?: boolean;
};

/** One page of a paged list, as `GET {path}?page=N` answers it. */
export const listPageSchema = <R extends z.ZodType>(row: R) =>
  z.strictObject({ items: row.array(), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
