import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, Db, PgliteThreadOptions } from "./client.server";
import { dumpPglite, openPglite } from "./pglite-open.server";
import { startPgliteThread, type PgliteThread } from "./pglite-thread.server";
import * as schema from "./schema/index";

/**
 * The embedded database. With `thread` (the production server) PGlite runs on a thread of its own
 * and is queried through messages (ADR 031); without it (tests, CLIs, development) on the caller's
 * thread. Both give Drizzle the same driver, so the SQL and its results are the same.
 */
export async function createPgliteDb(dataDir: string | undefined, migrationsFolder: string, thread?: PgliteThreadOptions): Promise<Database> {
  const description = dataDir ? `pglite:${dataDir}` : "pglite:memory";
  if (thread) {
    const client = await startPgliteThread(thread.entry, { dataDir }, thread.onStopped);
    const engine: Engine = {
      description: `${description} (own thread)`,
      dumpDataDir: () => client.dumpDataDir(),
      listen: (channel, onNotify) => client.listen(channel, onNotify),
      dataDir,
    };
    return pgliteDatabase(client, engine, migrationsFolder);
  }
  const { pglite, client } = await openPglite(dataDir);
  const engine: Engine = {
    description,
    dumpDataDir: async () => Buffer.from(await (await dumpPglite(pglite)).arrayBuffer()),
    listen: async (channel, onNotify) => {
      await pglite.listen(channel, () => onNotify());
    },
    dataDir,
  };
  return pgliteDatabase(client, engine, migrationsFolder);
}

type Engine = {
  description: string;
  dumpDataDir(): Promise<Buffer>;
  listen(channel: string, onNotify: () => void): Promise<void>;
  dataDir: string | undefined;
};

function pgliteDatabase(client: PGlite | PgliteThread, engine: Engine, migrationsFolder: string): Database {
  // The thread's client implements what Drizzle's PGlite driver calls: `query` and `transaction`.
  const db = drizzlePglite({ client: client as PGlite, schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    description: engine.description,
    engine: { kind: "pglite", dataDir: engine.dataDir, dumpDataDir: engine.dumpDataDir },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    async ping() {
      await client.query("select 1");
    },
    async listen(channel, onNotify, onConnected) {
      // One process, one connection: the listener cannot be cut off from the database it lives in.
      await engine.listen(channel, onNotify);
      onConnected(true);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
