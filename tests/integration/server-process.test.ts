import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds } from "#tests/setup/test-database";

const SERVER = path.resolve("build/app-server/main.js");
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDataDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "server-process-"));
  dirs.push(dir);
  return dir;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function baseEnv(extra: Record<string, string>) {
  const { TEST_DATABASE_URL: _ignored, DATABASE_URL: _also, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: "warn", HOST: "127.0.0.1", ...extra };
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, [SERVER], { env: baseEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${port} did not become healthy`);
}

describe("server process", () => {
  it("stops with a one-line message naming a bad environment variable", () => {
    const result = spawnSync(process.execPath, [SERVER], { env: baseEnv({ PORT: "abc" }), encoding: "utf8" });
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
