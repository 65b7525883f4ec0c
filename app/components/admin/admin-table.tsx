import type { UseQueryResult } from "@tanstack/react-query";
import { cn } from "#app/lib/class-names";
import { QueryStates, type ListStates } from "./query-states";

export type Column<Row> = {
  /** The column's header, and each cell's label on a phone. */
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** Classes of the column's cells at every width (prefix with `sm:` what is meant for the table alone). */
  className?: string;
};

/**
 * The table of every admin list (ADR 034). From 640 px up it is a table; on a phone each row is a
 * card and each cell a line of its own, led by its column's name, so that no column is dropped or
 * clipped and nothing scrolls sideways. The explicit roles keep the table's semantics where a
 * browser drops them for cells that are not laid out as a table.
 */
export function AdminTable<Row extends { id: React.Key }>(props: TableProps<Row> & ({ rows: readonly Row[] } | QuerySource<Row>)) {
  if (!("query" in props)) return <Table {...props} />;
  const { query, states, rows, ...table } = props;
  return (
    <QueryStates query={query} {...states}>
      {(loaded) => <Table {...table} rows={rows ?? loaded} />}
    </QueryStates>
  );
}

type TableProps<Row> = {
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  columns: readonly Column<Row>[];
  /** The row's buttons, in a last column. */
  actions?: (row: Row) => React.ReactNode;
  rowClassName?: (row: Row) => string | undefined;
  /** Shown instead of the table when there are no rows to show (a filter that matches nothing). */
  noMatch?: string;
};

/** The rows of a query: its loading, failed and empty states, then the table (of `rows`, when the screen filters them). */
type QuerySource<Row> = { query: UseQueryResult<readonly Row[]>; states: ListStates; rows?: readonly Row[] };

function Table<Row extends { id: React.Key }>({ caption, rows, columns, actions, rowClassName, noMatch }: TableProps<Row> & { rows: readonly Row[] }) {
  if (rows.length === 0 && noMatch) return <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{noMatch}</p>;
  return (
    <div className="rounded-xl border border-slate-200 bg-white sm:overflow-x-auto">
      <table role="table" className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-slate-50 text-navy-900 max-sm:hidden">
          <tr role="row">
            {columns.map((column) => (
              <th key={column.header} role="columnheader" scope="col" className={cn("px-4 py-3 font-semibold", column.className)}>
                {column.header}
              </th>
            ))}
            {actions && (
              <th role="columnheader" scope="col" className="px-4 py-3">
                <span className="sr-only">İşlemler</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} role="row" className={cn("max-sm:grid max-sm:gap-2 max-sm:px-4 max-sm:py-3", rowClassName?.(row))}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  role="cell"
                  data-label={column.header}
                  className={cn(
                    "px-4 py-3 break-words max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:gap-3 max-sm:p-0",
                    "max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]",
                    column.className,
                  )}
                >
                  <div className="min-w-0">{column.cell(row)}</div>
                </td>
              ))}
              {actions && (
                <td role="cell" className="px-4 py-3 max-sm:p-0">
                  <div className="flex flex-wrap justify-end gap-1">{actions(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
