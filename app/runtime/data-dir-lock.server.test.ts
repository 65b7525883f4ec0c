import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from "./data-dir-lock.server";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("acquireDataDirLock", () => {
  it("records the owner and releases the lock", () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lock.lockPath, "utf8")).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lock.lockPath)).toBe(false);
  });

  it("refuses a second holder and names the process that holds it", () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by process ${process.pid}`));
    first.release();
    acquireDataDirLock(dir).release();
  });

  it("refuses while another live process holds it", async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"], { stdio: "ignore" });
    try {
      writeFileSync(
        path.join(dir, LOCK_FILE_NAME),
        JSON.stringify({ pid: holder.pid, hostname: os.hostname(), startedAt: new Date().toISOString() }),
      );
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by process ${holder.pid}`);
    } finally {
      holder.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a dead process", () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ["-e", "process.exit(0)"]);
    writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: dead.pid, hostname: os.hostname(), startedAt: "2026-01-01T00:00:00.000Z" }),
    );
    const lock = acquireDataDirLock(dir);
    expect(JSON.parse(readFileSync(lock.lockPath, "utf8")).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over an unreadable lock file", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), "{half-writ");
    acquireDataDirLock(dir).release();
  });
});
