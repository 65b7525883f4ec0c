import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { conflict, notFound } from "#app/lib/errors";
import { recordAudit } from "./audit.server";
import type { Db, Tx } from "./client.server";

/*
 * The one way an admin write touches a row (ADR 026): in one transaction, lock the row, compare the
 * `updatedAt` the client read (PUT only, docs/product.md#admin-area), write, record the audit entry; then,
 * once it has committed, `afterCommit`. The page cache is purged by the table's trigger (ADR 020), so a table
 * that public pages read needs one.
 */

export type Actor = { id: number; username: string };
/** A row as it was and as it is now (null: deleted), once the write that changed it has committed. */
export type CommittedChange = { before: object; after: object | null };
export type WriteOptions = {
  actor: Actor;
  ipAddress?: string;
  /**
   * Runs after an update or delete has committed, never before (so a failed write loses nothing it
   * names): the composition root deletes the uploads the row named and names no more (issue 27 item 9).
   */
  afterCommit?: (change: CommittedChange) => Promise<void>;
  /** The site the write is about: its origin, and whether a path of it renders a page today (redirect rules, ADR 043). */
  site?: SiteFacts;
};
export type SiteFacts = { origin: string; isLivePath: (path: string) => Promise<boolean> };

/** A table whose rows the admin deletes one by one: an integer `id`. */
export type RowTable = PgTable & { id: PgColumn };
/** A table the admin edits row by row: an integer `id` and an `updatedAt` stamp. */
export type EditableTable = RowTable & { updatedAt: PgColumn };
type RowOf<T extends RowTable> = T["$inferSelect"];
type ValuesOf<T extends EditableTable> = Partial<T["$inferInsert"]>;

/** How the audit log names the entity, and the Turkish answers for a missing or changed row. */
export type EntityNames = { auditType: string; notFound: string; conflict: string };

/** The row, locked until the transaction ends; 404 when it does not exist. */
export async function lockRow<T extends RowTable>(tx: Tx, table: T, id: number, names: EntityNames): Promise<RowOf<T>> {
  const [row] = (await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for("update")
    .limit(1)) as RowOf<T>[];
  if (!row) throw notFound(names.notFound);
  return row;
}

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The columns of `values` whose value differs from the row's. */
export function changedColumns(current: Record<string, unknown>, values: Record<string, unknown>): string[] {
  return Object.keys(values).filter((key) => !sameValue(values[key], current[key]));
}

type CreateSpec<T extends EditableTable> = {
  table: T;
  names: EntityNames;
  /** Checks (free name, known brand…) and the column values to insert. */
  prepare: (tx: Tx) => Promise<T["$inferInsert"]>;
  /** What the audit entry says about the row, e.g. `{ name }`. */
  describe: (row: RowOf<T>) => Record<string, unknown>;
};

export async function createRow<T extends EditableTable>(db: Db, spec: CreateSpec<T>, { actor, ipAddress }: WriteOptions): Promise<RowOf<T>> {
  return db.transaction(async (tx) => {
    const values = await spec.prepare(tx);
    const [created] = (await tx
      .insert(spec.table as PgTable)
      .values(values as never)
      .returning()) as RowOf<T>[];
    await recordAudit(tx, { user: actor, action: "create", entityType: spec.names.auditType, entityId: created!.id as number, details: spec.describe(created!), ipAddress });
    return created!;
  });
}

type UpdateSpec<T extends EditableTable> = {
  table: T;
  names: EntityNames;
  id: number;
  /** PUT: the `updatedAt` the client read; a newer row answers 409. PATCH passes none. */
  expectedUpdatedAt?: Date;
  /** Audit action: "update" for PUT, "patch" for a partial change. */
  action?: string;
  /** Checks against the locked row, and the column values to write. */
  prepare: (tx: Tx, current: RowOf<T>) => Promise<ValuesOf<T>>;
  describe: (row: RowOf<T>, current: RowOf<T>) => Record<string, unknown>;
};

/**
 * Writes the changed columns of a locked row. Values equal to the row's change nothing: the row,
 * its `updatedAt` and the audit log stay as they were, so a client may write back what it read.
 */
export async function updateRow<T extends EditableTable>(db: Db, spec: UpdateSpec<T>, { actor, ipAddress, afterCommit }: WriteOptions): Promise<RowOf<T>> {
  const { before, after } = await db.transaction(async (tx) => {
    const current = await lockRow(tx, spec.table, spec.id, spec.names);
    if (spec.expectedUpdatedAt && (current.updatedAt as Date).getTime() !== spec.expectedUpdatedAt.getTime()) {
      throw conflict(spec.names.conflict);
    }
    const values = await spec.prepare(tx, current);
    const changed = changedColumns(current, values);
    if (changed.length === 0) return { before: null, after: current };
    const [updated] = (await tx
      .update(spec.table as PgTable)
      .set({ ...values, updatedAt: new Date() } as never)
      .where(eq(spec.table.id, spec.id))
      .returning()) as RowOf<T>[];
    await recordAudit(tx, {
      user: actor,
      action: spec.action ?? "update",
      entityType: spec.names.auditType,
      entityId: spec.id,
      details: { ...spec.describe(updated!, current), changed },
      ipAddress,
    });
    return { before: current, after: updated! };
  });
  if (before) await afterCommit?.({ before, after });
  return after;
}

type DeleteSpec<T extends RowTable> = {
  table: T;
  names: EntityNames;
  id: number;
  /** Refuses the delete (throws a DomainError) while something still needs the row. */
  check?: (tx: Tx, current: RowOf<T>) => Promise<void>;
  describe: (row: RowOf<T>) => Record<string, unknown>;
};

export async function deleteRow<T extends RowTable>(db: Db, spec: DeleteSpec<T>, { actor, ipAddress, afterCommit }: WriteOptions): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const current = await lockRow(tx, spec.table, spec.id, spec.names);
    await spec.check?.(tx, current);
    await tx.delete(spec.table as PgTable).where(eq(spec.table.id, spec.id));
    await recordAudit(tx, { user: actor, action: "delete", entityType: spec.names.auditType, entityId: spec.id, details: spec.describe(current), ipAddress });
    return current;
  });
  await afterCommit?.({ before: deleted, after: null });
}
