import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { auditLog } from "#app/db/schema/site";
import { hashPassword } from "#app/features/auth/password.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database";
import { createAppOver, jsonSender, signIn } from "#tests/support/test-app";

/*
 * Migration 0017 (ADR 040) on a database as it was before roles: an account made by
 * `npm run admin:create` and its audit entry. Migrated, the account is a Yönetici with nothing else
 * changed, and the entry still names it.
 */

const MIGRATION_TAG = "staff_accounts_and_roles";
const BEFORE = { username: "eski-yonetici", password: "eski-yonetici-parola-1" };

/** A copy of drizzle/ holding only the migrations before 0017. */
function migrationsBeforeRoles(): { folder: string; remove: () => void } {
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };
  const ours = journal.entries.findIndex((entry) => entry.tag.endsWith(MIGRATION_TAG));
  expect(journal.entries[ours]?.tag, "migration 0017 is in the journal").toBe(`0017_${MIGRATION_TAG}`);
  const folder = mkdtempSync(path.join(os.tmpdir(), "migrations-before-0017-"));
  mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, ours);
  for (const entry of entries) cpSync(path.join("drizzle", `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

for (const kind of databaseKinds()) {
  describe(`migration 0017: staff accounts and roles [${kind}]`, () => {
    let database: TestDatabase;
    let userId: number;
    let entryId: number;
    beforeAll(async () => {
      const previous = migrationsBeforeRoles();
      database = await createTestDatabase(kind, { migrate: false });
      try {
        if (database.kind === "pglite") await migratePglite(database.db as never, { migrationsFolder: previous.folder });
        else await migrateNodePg(database.db as never, { migrationsFolder: previous.folder });
      } finally {
        previous.remove();
      }
      const columns = (await database.db.execute(sql`select column_name from information_schema.columns where table_name = 'users'`)).rows.map((row) => (row as { column_name: string }).column_name);
      expect(columns).not.toContain("role");
      const [user] = (await database.db.execute<{ id: number }>(sql`insert into users (username, password_hash) values (${BEFORE.username}, ${await hashPassword(BEFORE.password)}) returning id`)).rows;
      userId = user!.id;
      const [entry] = (
        await database.db.execute<{ id: number }>(
          sql`insert into audit_log (user_id, username, action, entity_type, entity_id) values (${userId}, ${BEFORE.username}, 'update', 'product', '7') returning id`,
        )
      ).rows;
      entryId = Number(entry!.id);
      await database.migrate();
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it("makes the existing account an active Yönetici, with no name, e-mail or sign-in yet", async () => {
      const [user] = await database.db.select().from(users).where(eq(users.id, userId));
      expect(user).toMatchObject({ username: BEFORE.username, role: "owner", name: null, email: null, deactivatedAt: null, lastSignInAt: null });
    });

    it("keeps the audit entry's user", async () => {
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.id, entryId));
      expect(entry).toMatchObject({ userId, username: BEFORE.username, action: "update", entityType: "product", entityId: "7" });
    });

    it("lets the account sign in with its old password and do a Yönetici's work; the audit log names it", async () => {
      const { request } = await createAppOver(database);
      const cookie = await signIn(request, BEFORE);
      const send = jsonSender(request, () => cookie);
      expect((await send("GET", "/api/admin/users")).status).toBe(200);
      const entries = (await (await send("GET", `/api/admin/audit?userId=${userId}`)).json()) as { userId: number; username: string; action: string }[];
      expect(entries).toContainEqual(expect.objectContaining({ userId, username: BEFORE.username, action: "update" }));
    });
  });
}
