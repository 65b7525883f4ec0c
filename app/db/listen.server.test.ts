import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-database";
import { broadcastPageCachePurge, PAGE_CACHE_CHANNEL } from "./page-cache-channel.server";
import { brands } from "./schema/catalog";

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describeEachDatabase("database.listen", (getDatabase) => {
  it("hears content-table triggers and direct notifications, but not writes to other tables", async () => {
    const database = getDatabase();
    let heard = 0;
    let connected = false;
    await database.listen(PAGE_CACHE_CHANNEL, () => heard++, (state) => (connected = state));
    await until(() => connected, "the listener");

    await database.db.insert(brands).values([{ name: "Tetik A", slug: "tetik-a" }, { name: "Tetik B", slug: "tetik-b" }]);
    await until(() => heard === 1, "the brands trigger");
    await broadcastPageCachePurge(database.db);
    await until(() => heard === 2, "the direct notification");
    await database.db.execute(sql`insert into rate_limit_hits (bucket, key) values ('test', 'x')`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard).toBe(2);
  });

  it("reconnects when its connection is killed, reporting the gap (PostgreSQL)", async (test) => {
    const database = getDatabase();
    // PGlite's listener lives in the same process as its database and has no connection to lose.
    if (database.kind !== "postgresql") test.skip();
    const states: boolean[] = [];
    let heard = 0;
    await database.listen("listen_reconnect_test", () => heard++, (state) => states.push(state));
    await until(() => states.at(-1) === true, "the listener");
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN listen_reconnect_test'`,
    );
    await until(() => states.length >= 3 && states.at(-1) === true, "the reconnection");
    expect(states.slice(0, 3)).toEqual([true, false, true]);
    await database.db.execute(sql`select pg_notify('listen_reconnect_test', '')`);
    await until(() => heard === 1, "a notification after reconnecting");
  });
});
