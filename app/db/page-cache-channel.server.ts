import { sql } from "drizzle-orm";
import type { Db } from "./client.server";

/**
 * The channel on which every server instance hears that public pages changed. Content tables
 * notify it from triggers (drizzle/0006_page_cache_purge_notify.sql); staff's "clear page cache"
 * tool notifies it directly.
 */
export const PAGE_CACHE_CHANNEL = "page_cache_purge";

export async function broadcastPageCachePurge(db: Db) {
  await db.execute(sql`select pg_notify(${PAGE_CACHE_CHANNEL}, '')`);
}
