import { parse, protocol, type ParserOptions, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

/**
 * PGlite runs every `query` as a new unnamed statement: it parses and plans the SQL again and makes
 * six calls into its WebAssembly (Parse, Describe, Bind, Describe, Execute, Sync). The reads the app
 * repeats on every page (the same SQL with other values) are prepared here once under a name; each
 * later run is one call (Bind, Describe, Execute, Sync). On a product page's two queries: 658 µs →
 * 282 µs (ADR 027, "Fifth pass").
 *
 * Only statements that begin with `select` take this path, outside transactions (a transaction's
 * queries go through its own `tx`); writes, DDL, `exec` and calls with their own parameter types go
 * to PGlite unchanged. Like PGlite's own `query`, a run waits for any open transaction and for the
 * query before it.
 */
export function withPreparedReads(client: PGlite, { maxStatements = 500 }: { maxStatements?: number } = {}): PGlite {
  const statements = new Map<string, PreparedStatement>();
  const mergedParsers = new WeakMap<ParserOptions, Parsers>();

  /**
   * The client's parsers with the caller's on top. PGlite's `parseResults` would copy all of the
   * client's (some hundred types) for every query given its own parsers: a third of a millisecond,
   * a tenth of the database thread's time on a product page (ADR 039, "Ninth session"). Merged once
   * per parsers object: the database thread passes one object per set of types.
   */
  function parsersFor(own: ParserOptions | undefined): Parsers {
    if (!own) return client.parsers;
    let merged = mergedParsers.get(own);
    if (!merged) {
      merged = { ...client.parsers, ...own };
      mergedParsers.set(own, merged);
    }
    return merged;
  }

  async function forgetAll(): Promise<void> {
    statements.clear();
    await client.execProtocolStream(protocol.serialize.query("DEALLOCATE ALL"));
  }

  async function prepare(sql: string): Promise<PreparedStatement> {
    // Rarely reached: the app's reads are a few hundred SQL texts. Forget them all, then keep going.
    if (statements.size >= maxStatements) await forgetAll();
    const name = `kg_read_${++preparedStatements}`;
    const messages = await client.execProtocolStream(
      concat([protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()]),
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    return statement;
  }

  async function run<T>(statement: PreparedStatement, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const values = params.map((value, index) => serialize(client, value, statement.parameterTypes[index]!, options));
    const messages = await client.execProtocolStream(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: "P" }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, parsersFor(options?.parsers), { rowMode: options?.rowMode })[0] as Results<T>;
  }

  async function runKept<T>(sql: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    if (client.closed) throw new Error("PGlite is closed");
    const kept = statements.get(sql);
    if (!kept) return run<T>(await prepare(sql), params, options);
    try {
      return await run<T>(kept, params, options);
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      // The schema changed under the kept plan (a column added or dropped): prepare it again, once.
      statements.delete(sql);
      await client.execProtocolStream(concat([protocol.serialize.close({ type: "S", name: kept.name }), protocol.serialize.sync()]));
      return run<T>(await prepare(sql), params, options);
    }
  }

  async function query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!READ.test(sql) || options?.blob || options?.paramTypes) return client.query<T>(sql, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await runKept<T>(sql, params, options);
        } catch (error) {
          // What PGlite's own `query` adds to its errors.
          throw Object.assign(error as Error, { query: sql, params, queryOptions: options });
        }
      }),
    );
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

type PreparedStatement = { name: string; parameterTypes: number[] };
type Parsers = Parameters<typeof parse.parseResults>[1];

/** Names stay unique across wrappers of one client (tests make several). */
let preparedStatements = 0;

const READ = /^\s*select\b/i;

/**
 * `cached plan must not change result type` (0A000, also PostgreSQL's code for features it lacks,
 * hence the message) and `prepared statement … does not exist` (26000).
 */
function isStalePlan(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "26000" || (code === "0A000" && typeof message === "string" && message.includes("cached plan must not change result type"));
}

/** A parameter as PGlite's own `query` sends it: by the type PostgreSQL inferred for it. */
function serialize(client: PGlite, value: unknown, type: number, options: QueryOptions | undefined): string | null {
  if (value === null || value === undefined) return null;
  const serializer = options?.serializers?.[type] ?? client.serializers[type];
  return serializer ? serializer(value) : String(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
