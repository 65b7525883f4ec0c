import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { childServers, freePort, waitForHealth } from "./child-server";

const BIN = process.env.PG_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

/** Why a throwaway cluster cannot be started here, or undefined when it can. */
export function throwawayPostgresUnavailable(): string | undefined {
  if (spawnSync(path.join(BIN, "initdb"), ["--version"]).status !== 0) return `no initdb in ${BIN} (set PG_BIN_DIR)`;
  if (process.getuid?.() === 0 && spawnSync("id", ["postgres"]).status !== 0) return "running as root and there is no postgres user for initdb";
  return undefined;
}

/**
 * A PostgreSQL cluster of the test's own (initdb + pg_ctl on a free port in a temp dir), so fault
 * tests can stop and restart it. The machine's shared PostgreSQL is never touched. initdb refuses
 * to run as root, so as root the cluster runs as the `postgres` user in a directory it owns.
 */
export async function startThrowawayPostgres() {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "throwaway-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }));
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }));
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (binary: string, args: string[]) => {
    const command = asRoot ? "runuser" : path.join(BIN, binary);
    const argv = asRoot ? ["-u", "postgres", "--", path.join(BIN, binary), ...args] : args;
    const result = spawnSync(command, argv, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) throw new Error(`${binary} failed: ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--encoding=UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=60`;
  const start = () => run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "30", "start"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Fast shutdown: open connections are terminated, as in a real restart. */
    stop: () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]),
    start,
    /** Stops the cluster (whatever state it is in) and removes its directory. */
    destroy() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A fault test's production server on a throwaway cluster of its own: `start(env)` starts both and
 * resolves once the server is healthy; call `cleanup()` in `afterAll` (it kills the server and removes
 * the cluster, whatever state they are in).
 */
export function serverOnThrowawayPostgres(startupTimeoutMs = 240_000) {
  const servers = childServers();
  let cluster: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
  return {
    async start(env: Record<string, string>) {
      cluster = await startThrowawayPostgres();
      const port = await freePort();
      const server = servers.start({ PORT: String(port), DATA_DIR: servers.tempDataDir(), DATABASE_URL: cluster.url, ...env });
      await waitForHealth(port, startupTimeoutMs);
      return { cluster, server, base: `http://127.0.0.1:${port}` };
    },
    cleanup() {
      servers.cleanup();
      cluster?.destroy();
    },
  };
}
