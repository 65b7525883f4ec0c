import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, Db } from "./client.server";
import type { PgliteThread } from "./pglite-thread.server";
import * as schema from "./schema/index";

/*
 * The embedded database. In the production server PGlite runs on a thread of its own and is queried
 * through messages (ADR 031); elsewhere (tests, CLIs, development) on the caller's thread. Both give
 * Drizzle the same driver, so the SQL and its results are the same.
 */

const descriptionOf = (dataDir: string | undefined) => (dataDir ? `pglite:${dataDir}` : "pglite:memory");

/** PGlite on its own thread, which `opening` is starting (client.server.ts). */
export async function createThreadedPgliteDb(dataDir: string | undefined, migrationsFolder: string, opening: Promise<PgliteThread>): Promise<Database> {
  const client = await opening;
  const engine: Engine = {
    description: `${descriptionOf(dataDir)} (own thread)`,
    dumpDataDir: () => client.dumpDataDir(),
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    dataDir,
  };
  return pgliteDatabase(client, engine, migrationsFolder);
}

/** PGlite on the caller's thread; its JavaScript is loaded only here, never in a server whose PGlite has a thread. */
export async function createPgliteDb(dataDir: string | undefined, migrationsFolder: string): Promise<Database> {
  const { dumpPglite, openPglite } = await import("./pglite-open.server");
  const description = descriptionOf(dataDir);
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
