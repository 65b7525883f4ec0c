/**
 * The messages between the server's thread and the thread that runs PGlite (ADR 031). Query
 * results and errors cross by structured clone, so nothing in them may be a function: the caller's
 * type parsers are named by type OID, and applied on the caller's side.
 */

export type ThreadStartOptions = { dataDir?: string };

export type ThreadQuery = {
  sql: string;
  params: unknown[];
  rowMode?: "array" | "object";
  /** Type OIDs whose values come back as PostgreSQL's text, to be parsed by the caller. */
  textTypes: number[];
  /** The open transaction this query belongs to, if any. */
  transaction?: number;
};

export type ThreadRequest =
  | { id: number; op: "query"; query: ThreadQuery }
  | { id: number; op: "begin"; transaction: number }
  | { id: number; op: "end"; transaction: number; commit: boolean }
  | { id: number; op: "listen"; channel: string }
  | { id: number; op: "dump" }
  | { id: number; op: "close" };

/** An error as it crossed: its message, its name and PostgreSQL's fields (code, detail, constraint…). */
export type ThreadError = { name: string; message: string; fields: Record<string, string | number> };

export type ThreadMessage =
  | { type: "ready" }
  | { type: "failed"; error: ThreadError }
  | { type: "reply"; id: number; ok: true; value: unknown }
  | { type: "reply"; id: number; ok: false; error: ThreadError }
  | { type: "notify"; channel: string };

/** Everything an error can carry across a thread: functions and objects (the query's options) stay behind. */
export function toThreadError(error: unknown): ThreadError {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { name: error.name, message: error.message, fields };
}

export function fromThreadError({ name, message, fields }: ThreadError): Error {
  return Object.assign(new Error(message), fields, { name });
}
