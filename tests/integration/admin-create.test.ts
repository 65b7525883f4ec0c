import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "#app/db/client.server";
import { users } from "#app/db/schema/auth";
import { verifyPassword } from "#app/features/auth/password.server";
import { acquireDataDirLock } from "#app/runtime/data-dir-lock.server";

const CLI = path.resolve("build/app-server/admin-create.js");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-create-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function run(args: string[], stdin: string) {
  const { TEST_DATABASE_URL: _t, DATABASE_URL: _d, ...env } = process.env;
  return spawnSync(process.execPath, [CLI, ...args], { input: stdin, encoding: "utf8", env: { ...env, DATA_DIR: dataDir } });
}

async function storedHash(username: string) {
  const database = await createDb({ dataDir: path.join(dataDir, "pglite") });
  try {
    const [user] = await database.db.select().from(users).where(eq(users.username, username));
    return user?.passwordHash;
  } finally {
    await database.close();
  }
}

describe("npm run admin:create", () => {
  it("creates an admin with the password read from stdin, then updates it", async () => {
    const created = run(["--username", "ofis-yoneticisi"], "ilk-guclu-parola-1\n");
    expect(created.stderr).toBe("");
    expect(created.status).toBe(0);
    expect(created.stdout).toContain('Admin user "ofis-yoneticisi" created.');
    expect(await verifyPassword("ilk-guclu-parola-1", (await storedHash("ofis-yoneticisi"))!)).toBe(true);

    const updated = run(["--username", "ofis-yoneticisi"], "ikinci-guclu-parola-2");
    expect(updated.status).toBe(0);
    expect(updated.stdout).toContain("updated");
    expect(await verifyPassword("ikinci-guclu-parola-2", (await storedHash("ofis-yoneticisi"))!)).toBe(true);
  }, 60_000);

  it("brings a demoted, deactivated user back as an active Yönetici: the way in when every Yönetici is locked out", async () => {
    expect(run(["--username", "eski-yonetici"], "ilk-guclu-parola-3").status).toBe(0);
    const database = await createDb({ dataDir: path.join(dataDir, "pglite") });
    try {
      await database.db.update(users).set({ role: "sales", deactivatedAt: new Date() }).where(eq(users.username, "eski-yonetici"));
    } finally {
      await database.close();
    }
    expect(run(["--username", "eski-yonetici"], "yeni-guclu-parola-4").status).toBe(0);
    const reopened = await createDb({ dataDir: path.join(dataDir, "pglite") });
    try {
      const [user] = await reopened.db.select().from(users).where(eq(users.username, "eski-yonetici"));
      expect(user).toMatchObject({ role: "owner", deactivatedAt: null });
      expect(await verifyPassword("yeni-guclu-parola-4", user!.passwordHash)).toBe(true);
    } finally {
      await reopened.close();
    }
  }, 60_000);

  it.each([
    [["--username", "x"], "yeterince-uzun-parola", /--username must be/],
    [[], "yeterince-uzun-parola", /--username must be/],
    [["--username", "kisa-parola"], "kisa", /en az 12 karakter/],
    [["--username", "yaygin-parola"], "1qaz2wsx3edc", /çok yaygın/],
  ])("refuses %j with a clear message", (args, stdin, message) => {
    const result = run(args, stdin);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
  });

  it("refuses while a server holds the data directory", () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const result = run(["--username", "ikinci"], "yeterince-uzun-parola");
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
  });
});
