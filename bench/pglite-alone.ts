/*
 * For `npm run bench` (ADR 027): the resident memory of a process that does nothing but open a PGlite
 * data directory the way the server does and answer two queries — the floor under the server's RSS.
 *   node build/bench/pglite-alone.mjs DATA_DIR/pglite
 */
import { sql } from "drizzle-orm";
import { createDb } from "#app/db/client.server";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: node build/bench/pglite-alone.mjs DATA_DIR/pglite");
{
  const database = await createDb({ dataDir });
  await database.db.execute(sql`select count(*) from products`);
  await database.db.execute(sql`select * from site_settings`);
  process.stdout.write(`${(process.memoryUsage().rss / 1024 / 1024).toFixed(1)}\n`);
  await database.close();
}
