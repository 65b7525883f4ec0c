import { existsSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "#app/db/client.server";
import { childServers, freePort, signInAt, waitForHealth } from "#tests/support/child-server";

/** Generous: CI machines here are shared, and a new PGlite directory takes seconds to create. */
const STARTUP_TIMEOUT_MS = 240_000;
import { startThrowawayPostgres, throwawayPostgresUnavailable } from "#tests/support/throwaway-postgres";

const servers = childServers();
const clusters: { destroy(): void }[] = [];
afterAll(() => {
  servers.cleanup();
  for (const cluster of clusters) cluster.destroy();
});

const ADMIN = { ADMIN_USERNAME: "yonetici", ADMIN_PASSWORD: "uzun-bir-parola-123" };
const IMPORT_ROWS = 1_500;
/** A products CSV whose rows must land all together or not at all. */
const IMPORT_CSV = ["name;brand;category", ...Array.from({ length: IMPORT_ROWS }, (_, index) => `Toplu CSV Ürünü ${index};Optivizyon;cctv-guvenlik-cozumleri`)].join("\n");

/**
 * Starts a server, then kills it with SIGKILL in the middle of a burst of admin writes (4 writers)
 * and of a 1,500-row CSV import. Answers the writes the server acknowledged (201).
 */
async function killDuringWrites(env: Record<string, string>) {
  const port = await freePort();
  const server = servers.start({ PORT: String(port), ...ADMIN, ...env });
  await waitForHealth(port, STARTUP_TIMEOUT_MS);
  const base = `http://127.0.0.1:${port}`;
  const cookie = await signInAt(base, { username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD });
  const acknowledged: string[] = [];
  let killed = false;
  const writers = [0, 1, 2, 3].map(async (writer) => {
    for (let index = 0; !killed; index++) {
      const name = `Çökme Markası ${writer}-${index}`;
      try {
        const response = await fetch(`${base}/api/admin/brands`, { method: "POST", headers: { "content-type": "application/json", cookie }, body: JSON.stringify({ name }) });
        if (response.status === 201) acknowledged.push(name);
      } catch {
        return;
      }
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const importing = fetch(`${base}/api/admin/products/import`, { method: "POST", headers: { "content-type": "text/csv; charset=utf-8", cookie }, body: IMPORT_CSV }).then(
    (response) => response.status,
    () => 0,
  );
  await new Promise((resolve) => setTimeout(resolve, 400));
  killed = true;
  server.child.kill("SIGKILL");
  await server.exited;
  await Promise.all(writers);
  return { acknowledged, importStatus: await importing };
}

describe("kill -9 during writes", () => {
  const unavailable = throwawayPostgresUnavailable();
  it.skipIf(unavailable)("PostgreSQL: every acknowledged write is there and the import is all or nothing", { timeout: 600_000 }, async () => {
    const cluster = await startThrowawayPostgres();
    clusters.push(cluster);
    const { acknowledged, importStatus } = await killDuringWrites({
      DATA_DIR: servers.tempDataDir(),
      DATABASE_URL: cluster.url,
      APP_SECRET: "kill-test-secret-kill-test-secret-kill",
    });
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    const brands = new Set((await client.query<{ name: string }>("select name from brands")).rows.map((row) => row.name));
    const { rows } = await client.query<{ count: number }>("select count(*)::int as count from products where name like 'Toplu CSV Ürünü %'");
    await client.end();
    console.info(`kill -9 on PostgreSQL: ${acknowledged.length} acknowledged writes, import answered ${importStatus}, ${rows[0]!.count} imported rows`);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.filter((name) => !brands.has(name))).toEqual([]);
    expect([0, IMPORT_ROWS]).toContain(rows[0]!.count);
    if (importStatus === 200) expect(rows[0]!.count).toBe(IMPORT_ROWS);
  });

  it("PGlite: the directory reopens with no partial import, or the server refuses and names the restore command", { timeout: 600_000 }, async () => {
    const dataDir = servers.tempDataDir();
    const { acknowledged, importStatus } = await killDuringWrites({ DATA_DIR: dataDir });

    const port = await freePort();
    const again = servers.start({ PORT: String(port), DATA_DIR: dataDir, ...ADMIN });
    const outcome = await Promise.race([
      waitForHealth(port, STARTUP_TIMEOUT_MS).then(() => "serving" as const),
      again.exited.then((code) => `exited ${code}` as const),
    ]);
    if (outcome !== "serving") {
      expect(outcome).toBe("exited 1");
      expect(again.output()).toMatch(/npm run db:restore /);
      console.info(`kill -9 on PGlite: the directory did not reopen; the server refused with:\n${again.output()}`);
      return;
    }
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
    const database = await createDb({ dataDir: path.join(dataDir, "pglite") });
    try {
      const { rows: brandRows } = await database.db.execute<{ name: string }>(sql`select name from brands`);
      const brands = new Set(brandRows.map((row) => row.name));
      const { rows } = await database.db.execute<{ count: number }>(sql`select count(*)::int as count from products where name like 'Toplu CSV Ürünü %'`);
      const lost = acknowledged.filter((name) => !brands.has(name));
      console.info(
        `kill -9 on PGlite: reopened; ${acknowledged.length} acknowledged writes, ${lost.length} lost; import answered ${importStatus}, ${rows[0]!.count} imported rows`,
      );
      expect([0, IMPORT_ROWS]).toContain(rows[0]!.count);
      // An automatic backup was taken at start-up, so a later failure has something to restore.
      expect(existsSync(path.join(dataDir, "backups"))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it("PGlite: a data directory that will not open is refused, naming the restore command and the latest backup", { timeout: 600_000 }, async () => {
    const dataDir = servers.tempDataDir();
    const port = await freePort();
    const first = servers.start({ PORT: String(port), DATA_DIR: dataDir, ...ADMIN });
    await waitForHealth(port, STARTUP_TIMEOUT_MS);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const backups = readdirSync(path.join(dataDir, "backups"));
    expect(backups).toEqual([expect.stringMatching(/^otomatik-.*\.pglite\.tar\.gz$/)]);

    // Damage the control file, as a torn write would.
    writeFileSync(path.join(dataDir, "pglite", "global", "pg_control"), Buffer.alloc(8192, 0xff));
    const again = servers.start({ PORT: String(port), DATA_DIR: dataDir, ...ADMIN });
    expect(await again.exited).toBe(1);
    expect(again.output()).toContain("PGlite veritabanı açılamadı; sunucu başlatılmadı.");
    expect(again.output()).toContain(`npm run db:restore "${path.join(dataDir, "backups", backups[0]!)}"`);
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });
});
