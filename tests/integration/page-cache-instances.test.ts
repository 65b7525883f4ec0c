import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database";
import { childServers, freePort, signInAt, waitForHealth } from "#tests/support/child-server";
import { ADMIN, TEST_APP_SECRET } from "#tests/support/test-app";

const servers = childServers();
let database: TestDatabase | undefined;

afterAll(async () => {
  servers.cleanup();
  await database?.dispose();
});

async function cacheStatus(port: number, path: string) {
  return (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get("x-cache");
}

async function waitForMiss(port: number, path: string) {
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    if ((await cacheStatus(port, path)) === "MISS") return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`port ${port} kept serving ${path} from its cache`);
}

async function warm(port: number, path: string) {
  await fetch(`http://127.0.0.1:${port}${path}`);
  expect(await cacheStatus(port, path)).toBe("HIT");
}

describe.runIf(databaseKinds().includes("postgresql"))("page cache across two server processes on one PostgreSQL", () => {
  it("a write through one instance empties the other's cache (LISTEN/NOTIFY)", async () => {
    database = await createTestDatabase("postgresql");
    const env = { DATABASE_URL: database.url!, APP_SECRET: TEST_APP_SECRET, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
    const [portA, portB] = [await freePort(), await freePort()];
    servers.start({ ...env, PORT: String(portA), DATA_DIR: servers.tempDataDir() });
    await waitForHealth(portA);
    servers.start({ ...env, PORT: String(portB), DATA_DIR: servers.tempDataDir() });
    await waitForHealth(portB);

    const cookie = await signInAt(`http://127.0.0.1:${portA}`, ADMIN);
    const adminPost = (path: string, body?: unknown) =>
      fetch(`http://127.0.0.1:${portA}${path}`, {
        method: "POST",
        headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    await warm(portB, "/markalar");
    expect((await adminPost("/api/admin/brands", { name: "Çok Süreçli Marka" })).status).toBe(201);
    await waitForMiss(portB, "/markalar");
    expect(await (await fetch(`http://127.0.0.1:${portB}/markalar`)).text()).toContain("Çok Süreçli Marka");

    await warm(portB, "/hakkimizda");
    expect((await adminPost("/api/admin/page-cache/purge")).status).toBe(200);
    await waitForMiss(portB, "/hakkimizda");
  }, 120_000);
});
