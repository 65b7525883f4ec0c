import { getTableColumns, type Column, type SQL, type Table } from "drizzle-orm";

type Columns<T extends Table> = T["_"]["columns"];
/** Expressions for keys the table has no column for (a name read through a key, e.g. a product's brand name). */
type Computed = Record<string, Column | SQL.Aliased | SQL>;
type Selection<T extends Table, K extends string, C extends Computed> = {
  [P in K as P extends keyof C | keyof Columns<T> ? P : never]: P extends keyof C ? C[P] : Columns<T>[P & keyof Columns<T>];
};

/**
 * The table's columns named by a zod object schema's keys, in the schema's order, for `db.select(…)`:
 * what an API answers is what its schema lists, and a field added to both is selected without
 * touching the query. `computed` supplies the keys that are not columns of the table.
 */
export function selectColumns<T extends Table, K extends string, C extends Computed = Record<never, never>>(
  table: T,
  schema: { shape: Record<K, unknown> },
  computed?: C,
): Selection<T, K, C> {
  const columns = getTableColumns(table) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (computed && key in computed) picked[key] = computed[key];
    else if (key in columns) picked[key] = columns[key];
    else throw new Error(`selectColumns: ${key} is not a column of the table`);
  }
  return picked as Selection<T, K, C>;
}
