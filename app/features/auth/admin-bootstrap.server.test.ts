import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import { createDb } from "#app/db/client.server";
import { users } from "#app/db/schema/auth";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN_PASSWORD_FILE, ensureAdminUser } from "./admin-bootstrap.server";
import { verifyPassword } from "./password.server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "admin-bootstrap-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function capturingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

describeEachDatabase("ensureAdminUser", (getDatabase) => {
  it("creates `admin` with a random password in a 0600 file, and never logs the password", async () => {
    const { db } = getDatabase();
    const { logger, lines } = capturingLogger();
    await ensureAdminUser(db, { dataDir, logger });
    const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
    const password = readFileSync(file, "utf8").trim();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const [admin] = await db.select().from(users).where(eq(users.username, "admin"));
    expect(await verifyPassword(password, admin!.passwordHash)).toBe(true);
    expect(lines.join("")).toContain(file);
    expect(lines.join("")).not.toContain(password);
    rmSync(file);
  });

  it("has no default credentials: every fresh install gets another random password", async () => {
    const fresh = await createDb();
    const dirs = [0, 1].map(() => mkdtempSync(path.join(os.tmpdir(), "admin-bootstrap-fresh-")));
    try {
      await fresh.migrate();
      const passwords: string[] = [];
      for (const dir of dirs) {
        await fresh.db.delete(users);
        await ensureAdminUser(fresh.db, { dataDir: dir, logger: capturingLogger().logger });
        passwords.push(readFileSync(path.join(dir, ADMIN_PASSWORD_FILE), "utf8").trim());
      }
      expect(passwords[0]).toHaveLength(24);
      expect(passwords[1]).not.toBe(passwords[0]);
      const [admin] = await fresh.db.select().from(users);
      for (const guess of ["admin", "password", "changeme"]) expect(await verifyPassword(guess, admin!.passwordHash)).toBe(false);
    } finally {
      await fresh.close();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);

  it("creates no second random admin once a user exists", async () => {
    const { db } = getDatabase();
    await ensureAdminUser(db, { dataDir, logger: capturingLogger().logger });
    expect(existsSync(path.join(dataDir, ADMIN_PASSWORD_FILE))).toBe(false);
  });

  it("creates the admin of ADMIN_USERNAME/ADMIN_PASSWORD and resets its password when it changes", async () => {
    const { db } = getDatabase();
    const { logger } = capturingLogger();
    await ensureAdminUser(db, { username: "yonetici", password: "ilk-parola-12345", dataDir, logger });
    await ensureAdminUser(db, { username: "yonetici", password: "yeni-parola-67890", dataDir, logger });
    const [admin] = await db.select().from(users).where(eq(users.username, "yonetici"));
    expect(await verifyPassword("yeni-parola-67890", admin!.passwordHash)).toBe(true);
    expect(await verifyPassword("ilk-parola-12345", admin!.passwordHash)).toBe(false);
  });

  it("refuses an ADMIN_PASSWORD that breaks the password policy, and creates nobody", async () => {
    const { db } = getDatabase();
    const { logger } = capturingLogger();
    for (const password of ["kisa-parola", "1q2w3e4r5t6y"]) {
      await expect(ensureAdminUser(db, { username: "zayif", password, dataDir, logger })).rejects.toThrow(/password policy/);
    }
    expect(await db.select().from(users).where(eq(users.username, "zayif"))).toHaveLength(0);
  });

  it("rejects a duplicate username at the database level", async () => {
    const { db } = getDatabase();
    await expect(db.insert(users).values({ username: "yonetici", passwordHash: "x" })).rejects.toThrow();
  });
});
