import { getTableColumns, type Table } from "drizzle-orm";

type Columns<T extends Table> = T["_"]["columns"];

/**
 * The table's columns named by a zod object schema's keys, for `db.select(…)`: what an API answers
 * is what its schema lists, and a field added to both is selected without touching the query.
 */
export function selectColumns<T extends Table, K extends string>(table: T, schema: { shape: Record<K, unknown> }): { [P in K & keyof Columns<T>]: Columns<T>[P] } {
  const columns = getTableColumns(table) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    if (!(key in columns)) throw new Error(`selectColumns: ${key} is not a column of the table`);
    picked[key] = columns[key];
  }
  return picked as { [P in K & keyof Columns<T>]: Columns<T>[P] };
}
