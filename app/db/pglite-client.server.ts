import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database, Db } from "./client.server";
import { withPreparedReads } from "./pglite-prepared-reads.server";
import * as schema from "./schema/index";

/**
 * PGlite's PostgreSQL keeps its shared buffers inside the WebAssembly heap, zeroed at every start.
 * The default 128 MB cost 130 MB of RSS and a second of start-up (ADR 027); pages that do not fit
 * are read again through the operating system's page cache, which keeps the data directory anyway.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

export async function createPgliteDb(dataDir: string | undefined, migrationsFolder: string): Promise<Database> {
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, postgresqlconf: [`shared_buffers = '${PGLITE_SHARED_BUFFERS}'`] });
  const db = drizzlePglite({ client: withPreparedReads(client), schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    description: dataDir ? `pglite:${dataDir}` : "pglite:memory",
    engine: { kind: "pglite", client, dataDir },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    async ping() {
      await client.query("select 1");
    },
    async listen(channel, onNotify, onConnected) {
      // One process, one connection: the listener cannot be cut off from the database it lives in.
      await client.listen(channel, () => onNotify());
      onConnected(true);
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
