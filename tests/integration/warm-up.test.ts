import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { loadAppEntry } from "#server/app-entry";
import { loadEnv } from "#server/env";
import type { CachedPage } from "#server/page-cache";
import { TEST_APP_SECRET, TEST_ORIGIN } from "#tests/support/test-app";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await seedDemoContent(database.db);
});
afterAll(() => database.dispose());

const rowCounts = async () =>
  (await database.db.execute<{ total: number }>(sql`select (select count(*) from audit_log) + (select count(*) from unfound_searches) + (select count(*) from leads) + (select count(*) from contact_messages) as total`)).rows[0]!.total;

it("the production runtime renders every hot page kind before it is handed to the host, writing nothing and caching nothing", async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
      done();
    },
  });
  const before = await rowCounts();
  const { createRuntime } = await loadAppEntry();
  const runtime = await createRuntime<CachedPage>(loadEnv({ SITE_URL: TEST_ORIGIN, APP_SECRET: TEST_APP_SECRET }), { logger: pino({ level: "info" }, sink), database, warmUp: true });
  const warmed = lines.find((line) => line.msg === "warmed up");
  // Six fixed pages and the first product, two rounds, none failed.
  expect(warmed).toMatchObject({ pages: 7, rounds: 2, failed: 0 });
  expect(lines.filter((line) => line.msg === "warm-up render failed")).toEqual([]);
  expect(runtime.pageCache.size.entries).toBe(0);
  expect(await rowCounts()).toBe(before);
  await runtime.close();
});
