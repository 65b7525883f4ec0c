import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { childServers, freePort, serverEnv, waitForHealth } from "#tests/support/child-server";

const CLI = path.resolve("build/app-server/db-backup.js");
const servers = childServers();
afterAll(() => servers.cleanup());

const cli = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [CLI, ...args], { env: serverEnv(env), encoding: "utf8", timeout: 120_000 });

it("db:backup refuses while the server holds DATA_DIR, backs up once it stopped, and db:restore fills only an empty DATA_DIR", async () => {
  const dataDir = servers.tempDataDir();
  const port = await freePort();
  const server = servers.start({ PORT: String(port), DATA_DIR: dataDir });
  await waitForHealth(port);

  const refused = cli(["backup"], { DATA_DIR: dataDir });
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain("Sunucu çalışıyor");
  expect(refused.stderr).toContain('"Yedek indir"');
  expect(refused.stderr).toContain(`in use by process ${server.child.pid}`);

  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  const taken = cli(["backup"], { DATA_DIR: dataDir });
  expect(taken.stderr).toBe("");
  expect(taken.status).toBe(0);
  const file = /backup written: (\S+)/.exec(taken.stdout)![1]!;
  expect(readdirSync(path.join(dataDir, "backups"))).toContain(path.basename(file));

  const target = servers.tempDataDir();
  const restored = cli(["restore", file], { DATA_DIR: target });
  expect(restored.stderr).toBe("");
  expect(restored.status).toBe(0);
  const again = cli(["restore", file], { DATA_DIR: target });
  expect(again.status).toBe(1);
  expect(again.stderr).toContain("Hedef veritabanı boş değil");

  // The restored directory serves the demo catalogue.
  const restoredServer = servers.start({ PORT: String(port), DATA_DIR: target });
  await waitForHealth(port);
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain("Öne Çıkan Ürünler");
  restoredServer.child.kill("SIGTERM");
  expect(await restoredServer.exited).toBe(0);

  const missing = cli(["restore"], { DATA_DIR: target });
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain("npm run db:restore FILE");
}, 240_000);
