// Shared by the measuring scripts (audit:lighthouse, bench, bench:soak, bench:catalog): a fresh
// build, free ports, the production server as a child process, its RSS, and the bench/ TypeScript
// modules bundled with esbuild (npm packages external, as for the server bundle).
import { execSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { bundleForNode } from "./bundle-for-node.mjs";
import { isBuildStale } from "./build-stamp.mjs";

export function ensureFreshBuild() {
  if (isBuildStale()) execSync("npm run build", { stdio: "inherit" });
}

export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Bundles `bench/<name>.ts` into build/bench/<name>.mjs (inside the project, so npm packages resolve); returns its path. */
export async function bundleBenchModule(name) {
  const outfile = path.resolve(`build/bench/${name}.mjs`);
  await bundleForNode(`bench/${name}.ts`, outfile);
  return outfile;
}

/** Bundles `bench/<name>.ts` and imports it. */
export async function importBenchModule(name) {
  return import(pathToFileURL(await bundleBenchModule(name)).href);
}

/** Resident memory of a process in MB, from /proc/<pid>/status (VmRSS), or null when it is gone. */
export function rssMb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Spawns the production server (build/app-server/main.js) on a free loopback port with `env` on
 * top of this process's environment (DATABASE_URL cleared unless given) and waits for the first
 * 200 from /healthz. `coldStartMs` is spawn → that 200, polled every 25 ms.
 */
export async function startServer(env, { timeoutMs = 120_000 } = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["build/app-server/main.js"], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The output goes on to ours; pino lines at level error (50) or fatal (60) are counted.
  let loggedErrors = 0;
  for (const [stream, target] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    stream.on("data", (chunk) => {
      target.write(chunk);
      loggedErrors += chunk.toString().match(/"level":(50|60)\b/g)?.length ?? 0;
    });
  }
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering /healthz`);
    try {
      if ((await fetch(`${origin}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error("the server did not answer /healthz in time");
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    origin,
    pid: child.pid,
    coldStartMs: performance.now() - started,
    /** The exit code or signal when the server has ended on its own, else null. */
    ended: () => child.exitCode ?? child.signalCode,
    /** How many error or fatal lines the server has logged so far. */
    loggedErrors: () => loggedErrors,
    /** SIGTERM (graceful: finishes in-flight requests, closes the database) and waits for the exit. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/** A positive number from parseArgs values (`--duration 60`), or the fallback when absent. */
export function numberOption(values, name, fallback) {
  const value = values[name] === undefined ? fallback : Number(values[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

/** The paths of every URL in the site's /sitemap.xml (a single urlset: the demo-sized site). */
export async function sitemapPaths(origin) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

/** The p-th percentile (nearest rank) of ascending numbers. */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;
}
