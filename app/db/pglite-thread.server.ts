import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import { THREAD_STOPPED_MESSAGE } from "./db-errors.server";
import { fromThreadError, type ThreadMessage, type ThreadQuery, type ThreadRequest, type ThreadStartOptions } from "./pglite-thread-protocol";

type Distribute<T> = T extends unknown ? Omit<T, "id"> : never;
type Call = Distribute<ThreadRequest>;

/** What Drizzle's PGlite driver calls on a client or on a transaction's handle. */
export type QueryTarget = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};

export type PgliteThread = QueryTarget & {
  /** Runs `callback` in one transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(callback: (tx: QueryTarget) => Promise<T>): Promise<T>;
  listen(channel: string, onNotify: () => void): Promise<void>;
  /** A gzipped tar of the data directory (the backup, ADR 022). */
  dumpDataDir(): Promise<Buffer>;
  close(): Promise<void>;
  readonly closed: boolean;
};

/**
 * Starts PGlite on a thread of its own (`entry` is the built `pglite-thread.worker.ts`) and returns
 * the client the server thread queries it through. The server thread renders while the database
 * thread runs the queries: on two cores, two things at once (ADR 031).
 */
export async function startPgliteThread(entry: string | URL, options: ThreadStartOptions, onStopped?: (error: Error) => void): Promise<PgliteThread> {
  const worker = new Worker(entry, { workerData: options, name: "pglite" });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<() => void>>();
  const listening = new Map<string, Promise<unknown>>();
  let nextId = 0;
  let nextTransaction = 0;
  let stopped: Error | undefined;
  let closed = false;

  const stop = (error: Error) => {
    if (stopped) return;
    stopped = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
    if (!closed) onStopped?.(error);
  };

  await new Promise<void>((ready, failed) => {
    const settle = (outcome: () => void) => {
      worker.off("message", onMessage).off("error", onError).off("exit", onExit);
      outcome();
    };
    const fail = (error: Error) => {
      void worker.terminate();
      failed(error);
    };
    const onMessage = (message: ThreadMessage) => {
      if (message.type === "ready") settle(ready);
      else if (message.type === "failed") settle(() => fail(fromThreadError(message.error)));
    };
    const onError = (error: Error) => settle(() => fail(error));
    const onExit = (code: number) => settle(() => fail(new Error(`${THREAD_STOPPED_MESSAGE} while opening (exit code ${code})`)));
    worker.on("message", onMessage).on("error", onError).on("exit", onExit);
  });

  worker.on("message", (message: ThreadMessage) => {
    if (message.type === "notify") {
      for (const onNotify of listeners.get(message.channel) ?? []) onNotify();
      return;
    }
    if (message.type !== "reply") return;
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.ok) call.resolve(message.value);
    else call.reject(fromThreadError(message.error));
  });
  worker.on("error", (error) => stop(Object.assign(new Error(`${THREAD_STOPPED_MESSAGE}: ${error.message}`), { cause: error })));
  worker.on("exit", (code) => stop(new Error(`${THREAD_STOPPED_MESSAGE} (exit code ${code})`)));

  function call(request: Call): Promise<unknown> {
    if (stopped) return Promise.reject(stopped);
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      // A value that cannot be cloned throws here, and the call fails before it is waited for.
      worker.postMessage({ ...request, id });
      pending.set(id, { resolve, reject });
    });
  }

  async function query<T>(sql: string, params: unknown[] = [], queryOptions: QueryOptions = {}, transaction?: number): Promise<Results<T>> {
    const { rowMode, parsers = {}, ...unsupported } = queryOptions;
    const notCrossing = Object.keys(unsupported).filter((key) => unsupported[key as keyof typeof unsupported] !== undefined);
    if (notCrossing.length) throw new Error(`Query options ${notCrossing.join(", ")} do not cross to the database thread`);
    if (closed) throw new Error("PGlite is closed");
    const textTypes = Object.keys(parsers).map(Number);
    const threadQuery: ThreadQuery = { sql, params, rowMode, textTypes, transaction };
    const results = (await call({ op: "query", query: threadQuery })) as Results<T>;
    return textTypes.length ? parseText(results, parsers, rowMode) : results;
  }

  return {
    query: (sql, params, queryOptions) => query(sql, params, queryOptions),
    async transaction(callback) {
      const transaction = ++nextTransaction;
      await call({ op: "begin", transaction });
      let result;
      try {
        result = await callback({ query: (sql, params, queryOptions) => query(sql, params, queryOptions, transaction) });
      } catch (error) {
        // The callback's error is the one to report; a rollback that fails too rides along as its cause.
        await call({ op: "end", transaction, commit: false }).catch((rollbackError: unknown) => {
          if (error instanceof Error && error.cause === undefined) error.cause = rollbackError;
        });
        throw error;
      }
      await call({ op: "end", transaction, commit: true });
      return result;
    },
    async listen(channel, onNotify) {
      let started = listening.get(channel);
      if (!started) {
        started = call({ op: "listen", channel });
        listening.set(channel, started);
        // A channel whose listening failed is asked for again by the next listener.
        started.catch(() => listening.delete(channel));
      }
      await started;
      const known = listeners.get(channel);
      if (known) known.add(onNotify);
      else listeners.set(channel, new Set([onNotify]));
    },
    async dumpDataDir() {
      return Buffer.from((await call({ op: "dump" })) as ArrayBuffer);
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        // A thread that already stopped has nothing left to close.
        if (!stopped) await call({ op: "close" });
      } finally {
        await worker.terminate();
      }
    },
    get closed() {
      return closed;
    },
  };
}

/** Applies the caller's parsers to the values the thread sent back as text. */
function parseText<T>(results: Results<T>, parsers: NonNullable<QueryOptions["parsers"]>, rowMode: QueryOptions["rowMode"]): Results<T> {
  // By position in array mode; by name in object mode, where the last column of a name is the one kept.
  const parsed = new Map<string | number, (value: string) => unknown>();
  results.fields.forEach(({ name, dataTypeID }, index) => {
    const key = rowMode === "array" ? index : name;
    const parser = parsers[dataTypeID];
    if (parser) parsed.set(key, parser);
    else parsed.delete(key);
  });
  if (!parsed.size) return results;
  for (const row of results.rows as Record<string | number, unknown>[]) {
    for (const [key, parser] of parsed) {
      const value = row[key];
      if (typeof value === "string") row[key] = parser(value);
    }
  }
  return results;
}
