import { z } from "zod";
import type { WriteOptions } from "#app/db/admin-write.server";
import type { Db } from "#app/db/client.server";
import { parseSearchParams } from "#app/lib/search-params";
import { domainErrorResponse, itemWrite, json, jsonError, readJson, readPatch } from "./json.server";
import type { ResourceSchemas } from "./resource-contract";

/*
 * The server half of an admin resource (ADR 026): the functions behind the two generic route
 * modules, typed by the resource's schemas, and the request handling those modules share.
 */

/** What the server may return for a wire type: a Date where the answer carries an ISO string. */
export type Serialized<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? Serialized<U>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;

type Out<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : never;
type Row<S extends ResourceSchemas> = Serialized<z.output<S["row"]>>;
type Item<S extends ResourceSchemas> = Serialized<z.output<S["item"]>>;

/** Methods, not function properties: each feature's typed server stays assignable to the registry's. */
export type ResourceServer<S extends ResourceSchemas = ResourceSchemas> = {
  resource: { name: string; schemas: S; pageSize?: number };
  notFoundMessage: string;
  /** The entity type its audit entries carry ("product", "blog-post", "lead"). */
  auditType: string;
  /** The whole list (a resource without `pageSize`). */
  list?(db: Db, query: Out<S["listFilters"]>): Promise<Row<S>[]>;
  /** A paged resource's list: `limit` rows from `offset`, and how many there are in all. */
  page?(db: Db, range: { limit: number; offset: number }): Promise<{ items: Row<S>[]; total: number }>;
  get(db: Db, id: number): Promise<Item<S> | undefined>;
  create?(db: Db, input: Out<S["create"]>, options: WriteOptions): Promise<Item<S>>;
  update?(db: Db, params: { id: number; input: Omit<Out<S["update"]>, "updatedAt">; expectedUpdatedAt: Date }, options: WriteOptions): Promise<Item<S>>;
  patch?(db: Db, params: { id: number; patch: Out<S["patch"]> }, options: WriteOptions): Promise<Item<S>>;
  remove?(db: Db, params: { id: number }, options: WriteOptions): Promise<void>;
};

/** Ties a feature's server functions to its resource definition, so their types follow the schemas. */
export function defineResourceServer<S extends ResourceSchemas>(server: ResourceServer<S>): ResourceServer<S> {
  return server;
}

const methodNotAllowed = () => jsonError(405, "Bu yöntem desteklenmiyor.");

/** A written row as the item schema lists it (a write returns the whole row, internal columns too). */
function asItem(server: ResourceServer, row: unknown): unknown {
  const shape = (server.resource.schemas.item as { shape?: Record<string, unknown> }).shape;
  if (!shape || !row || typeof row !== "object") return row;
  return Object.fromEntries(Object.keys(shape).map((key) => [key, (row as Record<string, unknown>)[key]]));
}

/** `?page=N` of a paged list: 1 when absent. */
const pageQuerySchema = z.strictObject({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, { error: "Sayfa 1 ile 999999 arasında bir tam sayı olmalıdır." })
    .transform(Number)
    .optional(),
});

/**
 * `GET /api/admin/{name}`: filtered by the resource's `listFilters` (400 with field errors when
 * malformed); a paged resource answers `{items, total, page, pageSize}` for `?page=N`.
 */
export async function listResponse(server: ResourceServer, request: Request, db: Db): Promise<Response> {
  const { pageSize } = server.resource;
  if (pageSize && server.page) {
    const query = parseSearchParams(new URL(request.url).searchParams, pageQuerySchema);
    if (!query.ok) return jsonError(400, query.message, { fieldErrors: query.fieldErrors });
    const page = query.data.page ?? 1;
    const { items, total } = await server.page(db, { limit: pageSize, offset: (page - 1) * pageSize });
    return json({ items, total, page, pageSize });
  }
  if (!server.list) return methodNotAllowed();
  const schema = server.resource.schemas.listFilters;
  if (!schema) return json(await server.list(db, undefined as never));
  const query = parseSearchParams(new URL(request.url).searchParams, schema);
  if (!query.ok) return jsonError(400, query.message, { fieldErrors: query.fieldErrors });
  return json(await server.list(db, query.data as never));
}

/** `POST /api/admin/{name}`: 201 with the created item. */
export async function createResponse(server: ResourceServer, request: Request, db: Db, options: WriteOptions): Promise<Response> {
  const { create } = server;
  const schema = server.resource.schemas.create;
  if (request.method !== "POST" || !create || !schema) return methodNotAllowed();
  const input = await readJson(request, schema);
  try {
    return json(asItem(server, await create(db, input, options)), { status: 201 });
  } catch (error) {
    return domainErrorResponse(error);
  }
}

/** `GET /api/admin/{name}/{id}`. */
export async function itemResponse(server: ResourceServer, db: Db, id: number): Promise<Response> {
  const item = await server.get(db, id);
  return item ? json(item) : jsonError(404, server.notFoundMessage);
}

/** `PUT`, `PATCH`, `DELETE /api/admin/{name}/{id}`: the updated item, or 204; 405 for what the resource lacks. */
export async function itemWriteResponse(server: ResourceServer, request: Request, db: Db, id: number, options: WriteOptions): Promise<Response> {
  const { update, patch, remove } = server;
  const schemas = server.resource.schemas;
  return itemWrite(request, {
    PUT:
      update && schemas.update
        ? async () => {
            const { updatedAt, ...input } = (await readJson(request, schemas.update!)) as { updatedAt: string };
            return asItem(server, await update(db, { id, input, expectedUpdatedAt: new Date(updatedAt) }, options));
          }
        : undefined,
    PATCH: patch && schemas.patch ? async () => asItem(server, await patch(db, { id, patch: await readPatch(request, schemas.patch!) }, options)) : undefined,
    DELETE: remove && schemas.remove ? () => remove(db, { id }, options) : undefined,
  });
}
