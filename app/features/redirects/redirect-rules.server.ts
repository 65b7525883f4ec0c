import { sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { redirects } from "#app/db/schema/redirects";

/** Every rule, as the runtime's table in memory needs it (app/runtime/redirect-table.server.ts). */
export function loadRedirectRules(db: Db) {
  return db.select({ id: redirects.id, sourceKey: redirects.sourceKey, target: redirects.target, status: redirects.status }).from(redirects);
}

/**
 * Adds the hits counted in memory to their rules in one statement. It sets only `hits` and
 * `last_hit_at`, which the table's purge trigger does not watch: counting never empties a cache.
 */
export async function writeRedirectHits(db: Db, hits: ReadonlyMap<number, { count: number; lastAt: Date }>): Promise<void> {
  if (hits.size === 0) return;
  const values = sql.join(
    [...hits].map(([id, { count, lastAt }]) => sql`(${id}::int, ${count}::int, ${lastAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`update ${redirects} set
      hits = least(${redirects.hits}::bigint + counted.n, 2147483647)::int,
      last_hit_at = greatest(${redirects.lastHitAt}, counted.at)
    from (values ${values}) as counted(id, n, at)
    where ${redirects.id} = counted.id`);
}
