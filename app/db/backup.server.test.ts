import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database";
import { BackupError, detectBackupKind, latestBackup, pruneBackups, restoreBackup, writeBackupFile } from "./backup.server";
import { createDb, type Db } from "./client.server";
import * as schema from "./schema/index";
import { seedDemoContent } from "./seed/seed.server";

/** Every table of the Drizzle schema: a table added later is covered without touching this test. */
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

const tempDirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** One row in every table: demo content, plus the operational tables the seed leaves empty. */
async function fillEveryTable(db: Db) {
  await seedDemoContent(db);
  const { rows } = await db.execute<{ id: number }>(sql`insert into users (username, password_hash) values ('yedek', 'x') returning id`);
  const userId = rows[0]!.id;
  await db.execute(sql`insert into sessions (id_hash, user_id, expires_at) values ('hash', ${userId}, now() + interval '1 day')`);
  await db.execute(sql`insert into recovery_codes (user_id, code_hash) values (${userId}, 'kod-ozeti')`);
  await db.execute(sql`insert into pending_logins (id_hash, user_id, expires_at) values ('bekleyen', ${userId}, now() + interval '5 minutes')`);
  await db.execute(sql`insert into login_attempts (username, ip_address, succeeded) values ('yedek', '10.0.0.1', true)`);
  await db.execute(sql`insert into contact_messages (name, email, subject, message) values ('Ayşe Çelik', 'ayse@example.com', 'Keşif', 'Işık ve kamera')`);
  await db.execute(sql`insert into newsletter_subscribers (email, marketing_consent) values ('abone@example.com', true)`);
  await db.execute(sql`insert into import_jobs (kind, status, progress, created_by) values ('supplier', 'succeeded', '{"phase":"done"}', ${userId})`);
  await db.execute(sql`insert into site_settings (id, company_name, contact_retention_months) values (1, 'Yedek Güvenlik', 12) on conflict (id) do nothing`);
  await db.execute(sql`insert into audit_log (user_id, username, action, entity_type) values (${userId}, 'yedek', 'test', 'user')`);
  await db.execute(sql`insert into rate_limit_hits (bucket, key) values ('contact', '10.0.0.1')`);
  await db.execute(
    sql`insert into leads (type, name, phone, details, consented_at) values ('survey', 'Şükrü Öztürk', '+905321234567', '{"services":["cctv"]}', now())`,
  );
  await db.execute(sql`insert into unfound_searches (query, count) values ('termal kamera ğüşiöç', 3)`);
  await db.execute(sql`insert into redirects (source, source_key, target, note, hits, last_hit_at) values ('/eski-iletişim.html', '/eski-iletişim.html', '/iletisim', 'Işıklı not', 4, now())`);
  await db.execute(sql`insert into not_found_paths (path, count, referrer_host) values ('/eski-ürün', 2, 'www.google.com')`);
  await db.execute(sql`insert into staff_tokens (token_hash, purpose, name, role, created_by_user_id, expires_at) values ('davet-ozeti', 'invite', 'Şule Öztürk', 'sales', ${userId}, now() + interval '48 hours')`);
  await db.execute(sql`insert into media_assets (hash, url, name, bytes, width, height, alt_text, created_by_id) values ('0123456789abcdef0123', '/media/0123456789abcdef0123-640.webp', 'ön-cephe.jpg', 20480, 640, 400, 'Işıklı ön cephe', ${userId})`);
  await db.execute(sql`insert into content_documents (key, kind, path, title, published, updated_by) values ('yedek/sayfa', 'legal', '/yedek-sayfa', 'Yedek sayfası', '{"blocks":[]}', ${userId}) on conflict (key) do nothing`);
  await db.execute(sql`insert into content_revisions (document_key, action, data, user_id, username) values ('yedek/sayfa', 'publish', '{"blocks":[]}', ${userId}, 'yedek')`);
}

/** Row count and the first row (by every column, as JSON) of each table. */
async function snapshot(db: Db) {
  const result: Record<string, { count: number; first: unknown }> = {};
  for (const table of TABLES) {
    const { rows } = await db.execute<{ count: number; first: unknown }>(
      sql`select (select count(*)::int from ${sql.identifier(table)}) as count,
                 (select row_to_json(t) from (select * from ${sql.identifier(table)} order by 1 limit 1) t) as first`,
    );
    result[table] = rows[0]!;
  }
  return result;
}

describe("backup file names, detection and pruning", () => {
  it("keeps the newest N backups with the prefix and leaves other files alone", () => {
    const dir = tempDir();
    const names = [1, 2, 3, 4, 5, 6, 7].map((n) => `otomatik-2026-01-0${n}T00-00-00Z.pglite.tar.gz`);
    for (const name of [...names, "yedek-2025-01-01T00-00-00Z.pgdump", "otomatik-x.partial"]) writeFileSync(path.join(dir, name), "x");
    expect(pruneBackups(dir, "otomatik", 5)).toEqual(names.slice(0, 2));
    expect(readdirSync(dir).sort()).toEqual([...names.slice(2), "otomatik-x.partial", "yedek-2025-01-01T00-00-00Z.pgdump"].sort());
  });

  it("names the most recently written backup and rejects files that are not backups", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "b.pgdump"), "PGDMP");
    writeFileSync(path.join(dir, "a.pglite.tar.gz"), Buffer.from([0x1f, 0x8b, 0, 0, 0]));
    utimesSync(path.join(dir, "b.pgdump"), new Date("2020-01-01"), new Date("2020-01-01"));
    expect(latestBackup(dir)).toBe(path.join(dir, "a.pglite.tar.gz"));
    expect(detectBackupKind(path.join(dir, "b.pgdump"))).toBe("postgresql");
    writeFileSync(path.join(dir, "notes.txt"), "hello");
    expect(() => detectBackupKind(path.join(dir, "notes.txt"))).toThrow(BackupError);
  });
});

for (const kind of databaseKinds()) {
  describe(`backup and restore [${kind}]`, () => {
    let source: TestDatabase;
    let file: string;
    beforeAll(async () => {
      source = await createTestDatabase(kind);
      await fillEveryTable(source.db);
      file = await writeBackupFile(source, tempDir());
    });
    afterAll(async () => {
      await source?.dispose();
    });

    it("restores into a fresh database with the same rows in every table", async () => {
      expect(path.basename(file)).toMatch(kind === "pglite" ? /^yedek-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.pglite\.tar\.gz$/ : /\.pgdump$/);
      const before = await snapshot(source.db);
      for (const table of TABLES) expect(before[table]!.count, `${table} has a row to compare`).toBeGreaterThan(0);

      if (kind === "pglite") {
        const dataDir = path.join(tempDir(), "pglite");
        await restoreBackup(file, { dataDir });
        const restored = await createDb({ dataDir });
        try {
          expect(await snapshot(restored.db)).toEqual(before);
        } finally {
          await restored.close();
        }
      } else {
        const target = await createTestDatabase("postgresql", { migrate: false });
        try {
          await restoreBackup(file, { databaseUrl: target.url! });
          expect(await snapshot(target.db)).toEqual(before);
          // The restored database is a working one: migrations see themselves as applied.
          await target.migrate();
          expect(await snapshot(target.db)).toEqual(before);
        } finally {
          await target.dispose();
        }
      }
    });

    it("refuses to restore into a database that is not empty, and leaves it untouched", async () => {
      if (kind === "pglite") {
        const dataDir = path.join(tempDir(), "pglite");
        await restoreBackup(file, { dataDir });
        await expect(restoreBackup(file, { dataDir })).rejects.toThrow(/boş değil \/ the target database is not empty/);
      } else {
        await expect(restoreBackup(file, { databaseUrl: source.url! })).rejects.toThrow(/not empty \(\d+ tables\)/);
      }
      const other = kind === "pglite" ? { databaseUrl: "postgres://127.0.0.1:1/none" } : { dataDir: path.join(tempDir(), "x") };
      await expect(restoreBackup(file, other)).rejects.toThrow(BackupError);
    });
  });
}
