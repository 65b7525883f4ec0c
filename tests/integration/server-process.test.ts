import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
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
});
