import { parse, protocol, type PGlite, type QueryOptions, type Results } from "@electric-sql/pglite";

/**
 * PGlite runs every `query` as a new unnamed statement: it parses and plans the SQL again and makes
 * six calls into its WebAssembly (Parse, Describe, Bind, Describe, Execute, Sync). The reads the app
 * repeats on every page (the same SQL with other values) are prepared here once under a name; each
 * later run is one call (Bind, Describe, Execute, Sync) on the kept plan. On a product page's two
 * queries: 658 µs → 282 µs (ADR 027, "Fifth pass").
 *
 * Only statements that begin with `select` take this path, outside transactions (a transaction's
 * queries go through its own `tx`); writes, DDL and `exec` go to PGlite unchanged. Like PGlite's
 * own `query`, a run waits for any open transaction and for the query before it.
 */
export function withPreparedReads(client: PGlite, { maxStatements = 500 }: { maxStatements?: number } = {}): PGlite {
  const statements = new Map<string, PreparedStatement>();
  let prepared = 0;

  async function forgetAll(): Promise<void> {
    statements.clear();
    await client.execProtocol(protocol.serialize.query("DEALLOCATE ALL"));
  }

  async function prepare(sql: string): Promise<PreparedStatement> {
    // Rarely reached: the app's reads are a few hundred SQL texts. Forget them all, then keep going.
    if (statements.size >= maxStatements) await forgetAll();
    const name = `kg_read_${++prepared}`;
    const { messages } = await client.execProtocol(
      concat([protocol.serialize.parse({ name, text: sql }), protocol.serialize.describe({ type: "S", name }), protocol.serialize.sync()]),
    );
    const statement = { name, parameterTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(sql, statement);
    return statement;
  }

  async function run<T>(sql: string, params: unknown[], options: QueryOptions | undefined): Promise<Results<T>> {
    const statement = statements.get(sql) ?? (await prepare(sql));
    const values = params.map((value, index) => serialize(client, value, statement.parameterTypes[index]!, options));
    const { messages } = await client.execProtocol(
      concat([
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.describe({ type: "P" }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
    );
    return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
  }

  async function query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (!READ.test(sql) || options?.blob) return client.query<T>(sql, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(sql, params, options);
        } catch (error) {
          if (!isStalePlan(error)) throw Object.assign(error as Error, { query: sql, params, queryOptions: options });
          // The schema changed under a kept plan (a restore, a migration): prepare it again, once.
          await forgetAll();
          return run<T>(sql, params, options);
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

const READ = /^\s*select\b/i;

/** `cached plan must not change result type` (0A000), `prepared statement … does not exist` (26000). */
function isStalePlan(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "0A000" || code === "26000";
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
