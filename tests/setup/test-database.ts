import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { createDb, type Database } from "#app/db/client.server";

export type DatabaseKind = "pglite" | "postgresql";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server to create databases on. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgresql"] : ["pglite"];
}

export type TestDatabase = Database & { kind: DatabaseKind; url?: string; dispose(): Promise<void> };

/**
 * A fresh, migrated database of the given kind. On PostgreSQL it is a new database named
 * test_<random>, dropped by dispose(); the tests never touch a database they did not create.
 * `migrate: false` leaves it empty (e.g. as a restore target).
 */
export async function createTestDatabase(kind: DatabaseKind, { migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  if (kind === "pglite") {
    const database = await createDb();
    if (migrate) await database.migrate();
    return { ...database, kind, dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Five connections and their bounded waiting line (10 each) take the 50 parallel writes of
  // tests/faults/concurrency.test.ts without refusing any as "pool full".
  const database = await createDb({ databaseUrl: url.href, maxConnections: 5 });
  if (migrate) await database.migrate();
  return {
    ...database,
    kind,
    url: url.href,
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Runs a suite once per database kind, each with its own fresh database. */
export function describeEachDatabase(name: string, suite: (getDatabase: () => TestDatabase) => void) {
  for (const kind of databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let database: TestDatabase | undefined;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await database?.dispose();
      });
      suite(() => {
        if (!database) throw new Error("test database not ready");
        return database;
      });
    });
  }
}
