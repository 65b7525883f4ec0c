import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

type LockOwner = { pid: number; hostname: string; startedAt: string };

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

export const LOCK_FILE_NAME = "server.lock";

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockPath, "utf8")) as Partial<LockOwner>;
    if (typeof owner.pid === "number" && typeof owner.hostname === "string") return owner as LockOwner;
  } catch {
    // Unreadable or half-written: treated as stale below.
  }
  return undefined;
}

/**
 * Takes the exclusive lock on DATA_DIR: PGlite has none of its own, and two processes on one
 * data directory lose writes. A lock whose process is gone (same host) is taken over.
 */
export function acquireDataDirLock(dataDir: string): { release(): void; lockPath: string } {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const me: LockOwner = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, "wx", 0o600);
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      let released = false;
      return {
        lockPath,
        release() {
          if (released) return;
          released = true;
          if (readOwner(lockPath)?.pid === me.pid) unlinkSync(lockPath);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(lockPath);
    if (owner && (owner.hostname !== me.hostname || isProcessAlive(owner.pid))) {
      const where = owner.hostname === me.hostname ? "" : ` on host ${owner.hostname}`;
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by process ${owner.pid}${where} (started ${owner.startedAt}). ` +
          `Stop that server or start this one with another DATA_DIR.`,
      );
    }
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}; another server is starting on the same DATA_DIR.`);
}
