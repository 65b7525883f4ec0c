import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "#tests/setup/test-database";
import { childServers, freePort, SERVER, serverEnv, waitForHealth } from "#tests/support/child-server";

const servers = childServers();
const { start, tempDataDir } = servers;

afterAll(() => servers.cleanup());

describe("server process", () => {
  it("stops with a one-line message naming a bad environment variable", () => {
    const result = spawnSync(process.execPath, [SERVER], { env: serverEnv({ PORT: "abc" }), encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Invalid environment variable PORT: .*"abc"\)$/);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  it("holds DATA_DIR exclusively, shuts down gracefully on SIGTERM and keeps its data", async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port);
    const home = await (await fetch(`http://127.0.0.1:${port}/`)).text();
    expect(home).toContain("Öne Çıkan Ürünler");
    expect(existsSync(path.join(dataDir, "admin-password.txt"))).toBe(true);

    const second = start({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`is in use by process ${first.child.pid}`);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    rmSync(path.join(dataDir, "admin-password.txt"));
    const again = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port);
    // The existing database is reused: no second random admin, the demo catalogue is still there.
    expect(existsSync(path.join(dataDir, "admin-password.txt"))).toBe(false);
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain("Öne Çıkan Ürünler");
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);
  }, 120_000);

  it.runIf(databaseKinds().includes("postgresql"))(
    "runs the same way on PostgreSQL with DATABASE_URL",
    async () => {
      const database = await createTestDatabase("postgresql");
      try {
        const port = await freePort();
        const server = start({
          PORT: String(port),
          DATA_DIR: tempDataDir(),
          DATABASE_URL: database.url!,
          APP_SECRET: "process-test-secret-process-test-secret",
          ADMIN_USERNAME: "yonetici",
          ADMIN_PASSWORD: "uzun-bir-parola-123",
        });
        await waitForHealth(port);
        expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain("Öne Çıkan Ürünler");
        server.child.kill("SIGTERM");
        expect(await server.exited).toBe(0);
      } finally {
        await database.dispose();
      }
    },
    120_000,
  );

  it("keeps DATA_DIR private to its user: 0700 directories and no file others may read, also in a directory that was not", async () => {
    const dataDir = tempDataDir();
    // A data directory left by an older version, readable by everyone.
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, "backups"), { mode: 0o755 });
    writeFileSync(path.join(dataDir, "backups", "eski.pglite.tar.gz"), "x", { mode: 0o644 });
    chmodSync(path.join(dataDir, "backups", "eski.pglite.tar.gz"), 0o666);
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    const open: string[] = [];
    const walk = (entry: string) => {
      const stats = lstatSync(entry);
      const mode = stats.mode & 0o777;
      if (stats.isDirectory() ? mode !== 0o700 : mode & 0o077) open.push(`${path.relative(dataDir, entry) || "."} ${mode.toString(8)}`);
      if (stats.isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
    };
    walk(dataDir);
    expect(open).toEqual([]);
  }, 120_000);

  // Module state that the host sets and the app reads exists once in the built server (issue 27
  // item 21): the multiplier set at start must reach the limits the routes apply.
  it("applies RATE_LIMIT_MULTIPLIER to the limits of the built server", async () => {
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: tempDataDir(), SEED_DEMO: "0", NODE_ENV: "test", RATE_LIMIT_MULTIPLIER: "2" });
    await waitForHealth(port);
    const failedLogin = async () =>
      (
        await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "kimse", password: "yanlis-parola-12345" }),
        })
      ).status;
    // Five failures per address lock it (ADR 024); twice that with the multiplier at 2.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) statuses.push(await failedLogin());
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 120_000);
});
