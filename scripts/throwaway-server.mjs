// The production server on a fresh embedded database in a temporary DATA_DIR, on a free port of
// 127.0.0.1: for the scripts that audit or scan a real server (Lighthouse, sqlmap).
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { isBuildStale } from "./build-stamp.mjs";

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Builds when stale, starts `build/app-server/main.js` and waits for /healthz; `stop()` kills it and removes its data. */
export async function startThrowawayServer({ prefix = "throwaway-", env = {} } = {}) {
  if (isBuildStale()) execSync("npm run build", { stdio: "inherit" });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const child = spawn(process.execPath, ["build/app-server/main.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "1", LOG_LEVEL: "warn", DATABASE_URL: "", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 300 || child.exitCode !== null) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, port, stop: () => (child.kill("SIGTERM"), rmSync(dataDir, { recursive: true, force: true })) };
}
