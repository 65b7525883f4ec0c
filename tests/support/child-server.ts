import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

/** The production server bundle, started as a real process by the process-level tests. */
export const SERVER = path.resolve("build/app-server/main.js");

/**
 * Starts and cleans up real server processes and their data directories. Call `cleanup` in
 * `afterAll`: it kills what is still running and removes the directories.
 */
export function childServers() {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  return {
    tempDataDir() {
      const dir = mkdtempSync(path.join(os.tmpdir(), "server-process-"));
      dirs.push(dir);
      return dir;
    },
    start(env: Record<string, string>) {
      const child = spawn(process.execPath, [SERVER], { env: serverEnv(env), stdio: ["ignore", "pipe", "pipe"] });
      children.push(child);
      let output = "";
      child.stdout!.on("data", (chunk) => (output += chunk));
      child.stderr!.on("data", (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
      return { child, exited, output: () => output };
    },
    cleanup() {
      for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The test runner's environment without its database settings, plus the server's own. */
export function serverEnv(extra: Record<string, string>) {
  const { TEST_DATABASE_URL: _ignored, DATABASE_URL: _also, ...rest } = process.env;
  return { ...rest, LOG_LEVEL: "warn", HOST: "127.0.0.1", ...extra };
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function waitForHealth(port: number, timeoutMs = 60_000) {
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

/** Signs in to a running server and returns the session's `name=value` cookie pair. */
export async function signInAt(base: string, credentials: { username: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`sign-in at ${base} failed: ${response.status}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}
