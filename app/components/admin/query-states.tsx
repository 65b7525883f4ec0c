import type { UseQueryResult } from "@tanstack/react-query";

/** What a list says while it loads, when it failed, and when it has no rows (`emptyText`). */
export type ListStates = { loadingText: string; errorText: string; emptyText?: string };

/**
 * The loading, error and empty states every admin list shows, with the list itself rendered from
 * the loaded data. `emptyText` applies to arrays with no rows, and to a page (`{items}`) without rows.
 */
export function QueryStates<T>({ query, loadingText, errorText, emptyText, children }: ListStates & { query: UseQueryResult<T>; children: (data: T) => React.ReactNode }) {
  if (query.isPending) return <p role="status">{loadingText}</p>;
  if (query.isError) return <p className="text-danger-700">{errorText}</p>;
  const rows = Array.isArray(query.data) ? query.data : (query.data as { items?: unknown } | undefined)?.items;
  if (emptyText && Array.isArray(rows) && rows.length === 0) {
    return <p className="rounded-xl border border-slate-200 bg-white p-8 text-center text-slate-700">{emptyText}</p>;
  }
  return children(query.data);
}
