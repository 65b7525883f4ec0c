import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { CreateDbOptions, Database, Db } from "./client.server";
import { POOL_FULL_MESSAGE } from "./db-errors.server";
import * as schema from "./schema/index";

const MIGRATION_LOCK_KEY = 741_258_963;
const CHANNEL_NAME = /^[a-z_]{1,63}$/;
const LISTEN_RETRY_MAX_MS = 5_000;
const DEFAULT_POOL_SIZE = 10;
/** How long a query may wait for a free connection before it fails as "unavailable" (503, Retry-After). */
const POOL_WAIT_MS = 5_000;
/** Queries waiting for a connection, per connection of the pool; beyond that a query fails at once. */
const POOL_WAITERS_PER_CONNECTION = 10;

/**
 * A pool whose waiting line is bounded (issue 15): past `maxWaiting` waiters a checkout fails at
 * once with POOL_FULL_MESSAGE instead of queueing without end, so an overload answers fast 503s
 * rather than piling up requests (and memory) that would time out anyway.
 */
class BoundedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    private readonly maxWaiting: number,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    const busy = this.idleCount === 0 && this.totalCount >= (this.options.max ?? DEFAULT_POOL_SIZE);
    if (busy && this.waitingCount >= this.maxWaiting) {
      const error = new Error(POOL_FULL_MESSAGE);
      if (!callback) return Promise.reject(error);
      process.nextTick(() => callback(error, undefined, () => undefined));
      return;
    }
    return callback ? super.connect(callback) : super.connect();
  }
}
export async function createPostgresDb(
  databaseUrl: string,
  migrationsFolder: string,
  options: CreateDbOptions,
): Promise<Database> {
  const size = options.maxConnections ?? DEFAULT_POOL_SIZE;
  const pool = new BoundedPool(
    { connectionString: databaseUrl, max: size, connectionTimeoutMillis: POOL_WAIT_MS, idleTimeoutMillis: 30_000 },
    size * POOL_WAITERS_PER_CONNECTION,
  );
  // An idle client losing its connection (e.g. a database restart) must not crash the process.
  pool.on("error", (error) => options.onPoolError?.(error));
  // Neither may a checked-out one (inside a transaction, between two queries): the pool listens
  // only to idle clients, and an 'error' event nobody listens to ends the process. The query in
  // progress fails on its own and the pool discards the broken client.
  pool.on("connect", (client) => {
    client.on("error", (error) => options.onPoolError?.(error));
  });
  const db = drizzleNodePg({ client: pool, schema, casing: "snake_case" }) as unknown as Db;
  const url = new URL(databaseUrl);
  let closed = false;
  const listeners = new Set<pg.Client>();

  /** A dedicated connection per channel (LISTEN needs one), re-opened with back-off when it drops. */
  async function listen(channel: string, onNotify: () => void, onConnected: (connected: boolean) => void) {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
    let retryMs = 250;
    const connect = async () => {
      const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
      // A lost connection emits "error" and then "end"; "end" schedules the reconnection.
      client.on("error", (error) => options.onPoolError?.(error));
      client.on("notification", (message) => {
        if (message.channel === channel) onNotify();
      });
      client.once("end", () => {
        listeners.delete(client);
        if (closed) return;
        onConnected(false);
        scheduleReconnect();
      });
      try {
        await client.connect();
        await client.query(`LISTEN ${channel}`);
      } catch (error) {
        client.removeAllListeners("end");
        await client.end().catch(() => undefined);
        throw error;
      }
      if (closed) {
        await client.end();
        return;
      }
      listeners.add(client);
      retryMs = 250;
      onConnected(true);
    };
    const scheduleReconnect = () => {
      const timer = setTimeout(() => {
        if (closed) return;
        connect().catch(() => scheduleReconnect());
      }, retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MAX_MS);
    };
    try {
      await connect();
    } catch {
      onConnected(false);
      scheduleReconnect();
    }
  }

  return {
    db,
    description: `postgresql:${url.hostname}:${url.port || 5432}${url.pathname}`,
    engine: { kind: "postgresql", url: databaseUrl },
    async migrate() {
      const connection = await pool.connect();
      try {
        await connection.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        try {
          await migrateNodePg(drizzleNodePg({ client: connection, schema }), { migrationsFolder });
        } finally {
          await connection.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]);
        }
      } finally {
        connection.release();
      }
    },
    async ping() {
      await pool.query("select 1");
    },
    listen,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      await pool.end();
    },
  };
}
