import { queryOptions, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "#app/http/api-client";
import { listPageSchema, type ResourceSchemas } from "#app/http/resource-contract";
import { adminKeys } from "./query-keys";

/*
 * One admin entity for the browser (ADR 026): its contract (`ResourceSchemas`, which lives with the
 * wire in app/http) and the typed queries and writes the admin screens use. The server half
 * (`*.resource.server.ts`) implements the same contract.
 */

type Definition<S extends ResourceSchemas> = {
  /** The URL segment after `/api/admin/` and the name in the query keys. */
  name: string;
  schemas: S;
  /** Other admin views that read this entity (statistics, SEO analysis): refreshed after every write. */
  affects?: readonly QueryKey[];
  /** Rows per page of a list too long to send whole: `GET {path}?page=N` answers `{items, total, page, pageSize}`. */
  pageSize?: number;
};

type Input<S extends z.ZodType | undefined> = S extends z.ZodType ? z.input<S> : never;

/** GETs `url` and parses the answer; an answer of another shape fails the query instead of the screen. */
export async function getParsed<S extends z.ZodType>(url: string, schema: S): Promise<z.output<S>> {
  return schema.parse(await (await apiRequest("GET", url)).json());
}

/** `GET {path}/{id}/last-change`: who last changed the item and when (its newest audit entry), or null. */
export const lastChangeSchema = z
  .object({ lastChange: z.object({ person: z.string().nullable(), action: z.string(), at: z.string() }).nullable() })
  .transform((answer) => answer.lastChange);

export function defineAdminResource<const S extends ResourceSchemas>({ name, schemas, affects = [], pageSize }: Definition<S>) {
  const path = `/api/admin/${name}`;
  const item = schemas.item as S["item"];
  const send = async (method: string, url: string, body: unknown): Promise<z.output<S["item"]>> =>
    item.parse(await (await apiRequest(method, url, body)).json());
  const getItem = (id: number) => getParsed(`${path}/${id}`, item);
  return {
    name,
    path,
    schemas,
    pageSize,
    keys: { all: adminKeys.resource(name), list: adminKeys.list(name), item: (id: number) => adminKeys.item(name, id) },
    /** The list, filtered by the resource's `listFilters` parameters (checked by the server; empty values left out). */
    listQuery: (filters: Partial<Record<string, string>> = {}) => {
      const search = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")).toString();
      return queryOptions({
        queryKey: [...adminKeys.list(name), search],
        queryFn: () => getParsed(search ? `${path}?${search}` : path, (schemas.row as S["row"]).array()),
      });
    },
    /** Page `page` (from 1) of a paged list (`pageSize`). */
    pageQuery: (page: number) =>
      queryOptions({
        queryKey: [...adminKeys.list(name), `page=${page}`],
        queryFn: () => getParsed(`${path}?page=${page}`, listPageSchema(schemas.row as S["row"])),
      }),
    itemQuery: (id: number) => queryOptions({ queryKey: adminKeys.item(name, id), queryFn: () => getItem(id) }),
    /** Who last changed the item and when; under the item's key, so a write refreshes it. */
    lastChangeQuery: (id: number) => queryOptions({ queryKey: [...adminKeys.item(name, id), "last-change"], queryFn: () => getParsed(`${path}/${id}/last-change`, lastChangeSchema) }),
    /** One item, fresh from the server, for an edit dialog. */
    fetchItem: (queryClient: QueryClient, id: number) => queryClient.fetchQuery({ queryKey: adminKeys.item(name, id), queryFn: () => getItem(id), staleTime: 0 }),
    create: (values: Input<S["create"]>) => send("POST", path, values),
    update: (id: number, values: Input<S["update"]>) => send("PUT", `${path}/${id}`, values),
    patch: (id: number, values: Input<S["patch"]>) => send("PATCH", `${path}/${id}`, values),
    remove: async (id: number) => void (await apiRequest("DELETE", `${path}/${id}`)),
    /** After a write: this entity's list and items, and the views that read it. */
    invalidate: async (queryClient: QueryClient) => {
      await Promise.all([adminKeys.resource(name), ...affects].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  };
}

/** The list row and item types of a resource, for screens and components. */
export type RowOf<R extends { schemas: { row: z.ZodType } }> = z.output<R["schemas"]["row"]>;
export type ItemOf<R extends { schemas: { item: z.ZodType } }> = z.output<R["schemas"]["item"]>;

/** A read-only admin view (statistics, analysis, log) under its own key, parsed with its schema. */
export function adminView<S extends z.ZodType>(queryKey: QueryKey, url: string, schema: S) {
  return queryOptions({ queryKey, queryFn: () => getParsed(url, schema) });
}
