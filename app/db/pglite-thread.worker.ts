/**
 * The thread that runs PGlite for the production server (ADR 031), built to
 * `build/app-server/pglite-thread.js`. It answers the server thread's messages
 * (`pglite-thread-protocol.ts`) one by one as they come; PGlite's own locks keep them in order,
 * exactly as they would on one thread: a query waits for an open transaction, and for the query
 * before it.
 */
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { dumpPglite, openPglite } from "./pglite-open.server";
import { toThreadError, type ThreadMessage, type ThreadQuery, type ThreadRequest, type ThreadStartOptions } from "./pglite-thread-protocol";

/** Thrown inside a transaction's callback so that PGlite rolls it back; never leaves this thread. */
class RollbackRequested extends Error {}

type OpenTransaction = { tx: Transaction; end(commit: boolean): void; settled: Promise<unknown> };

const port = threadPort();
const post = (message: ThreadMessage, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer ?? []);

const keepText = (value: string) => value;

/** One options object per row mode and set of text types, so that the prepared reads merge its parsers once. */
const optionsByShape = new Map<string, QueryOptions>();

function queryOptions({ rowMode, textTypes }: ThreadQuery): QueryOptions {
  const shape = `${rowMode}:${textTypes.join(",")}`;
  let options = optionsByShape.get(shape);
  if (!options) {
    options = { rowMode, parsers: Object.fromEntries(textTypes.map((type) => [type, keepText])) };
    optionsByShape.set(shape, options);
  }
  return options;
}

function threadPort(): MessagePort {
  if (!parentPort) throw new Error("pglite-thread.worker runs as a worker thread only");
  return parentPort;
}

function serve(pglite: PGlite, client: PGlite) {
  const transactions = new Map<number, OpenTransaction>();

  function begin(id: number): Promise<void> {
    return new Promise((opened, failed) => {
      let end!: (commit: boolean) => void;
      const ended = new Promise<boolean>((resolve) => (end = resolve));
      const settled = client.transaction(async (tx) => {
        transactions.set(id, { tx, end, settled });
        opened();
        if (!(await ended)) throw new RollbackRequested();
      });
      // BEGIN itself failed (the database is closed): the transaction never opened.
      settled.catch((error: unknown) => {
        if (!transactions.has(id)) failed(error);
      });
    });
  }

  async function end(id: number, commit: boolean): Promise<void> {
    const open = transactions.get(id);
    if (!open) throw new Error(`No open transaction ${id}`);
    transactions.delete(id);
    open.end(commit);
    try {
      await open.settled;
    } catch (error) {
      if (!(error instanceof RollbackRequested)) throw error;
    }
  }

  async function handle(request: ThreadRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
    switch (request.op) {
      case "query": {
        const { query } = request;
        const target = query.transaction === undefined ? client : transactions.get(query.transaction)?.tx;
        if (!target) throw new Error(`No open transaction ${query.transaction}`);
        // Everything PGlite answers but the blob option's file, which the server thread never asks for.
        const { blob: _blob, ...results } = await target.query(query.sql, query.params, queryOptions(query));
        return { value: results };
      }
      case "begin":
        await begin(request.transaction);
        return { value: null };
      case "end":
        await end(request.transaction, request.commit);
        return { value: null };
      case "listen":
        await pglite.listen(request.channel, () => post({ type: "notify", channel: request.channel }));
        return { value: null };
      case "dump": {
        const archive = await (await dumpPglite(pglite)).arrayBuffer();
        return { value: archive, transfer: [archive] };
      }
      case "close":
        if (!pglite.closed) await pglite.close();
        return { value: null };
    }
  }

  // Whatever goes wrong, a value that cannot be cloned included, is the request's error, not the thread's end.
  async function answer(request: ThreadRequest) {
    try {
      const { value, transfer } = await handle(request);
      post({ type: "reply", id: request.id, ok: true, value }, transfer);
    } catch (error) {
      post({ type: "reply", id: request.id, ok: false, error: toThreadError(error) });
    }
  }

  port.on("message", (request: ThreadRequest) => void answer(request));
}

const { dataDir } = workerData as ThreadStartOptions;
openPglite(dataDir).then(
  ({ pglite, client }) => {
    serve(pglite, client);
    post({ type: "ready" });
  },
  (error: unknown) => post({ type: "failed", error: toThreadError(error) }),
);
