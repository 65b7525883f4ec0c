import { existsSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import { BackupError, restoreBackup, writeBackupFile } from "#app/db/backup.server";
import { createDb, type Database } from "#app/db/client.server";
import { sessions, usernameIs, users } from "#app/db/schema/auth";
import { passwordPolicyProblem } from "#app/features/auth/password-policy.schema";
import { hashPassword } from "#app/features/auth/password.server";
import { acquireDataDirLock } from "./data-dir-lock.server";
import { makeDataDirPrivate, makePrivate } from "./data-dir-privacy.server";
import { backupsDir } from "./maintenance.server";
import type { RuntimeConfig } from "./runtime-config.server";
import { pgliteDir } from "./database-start.server";

/*
 * The work of the command-line tools (server/cli/): each opens the database as the server would,
 * holding DATA_DIR's lock on the embedded database, and leaves DATA_DIR private.
 */

type DatabaseConfig = Pick<RuntimeConfig, "DATA_DIR" | "DATABASE_URL">;

/** Runs `work` on the database of `config`, migrated, under DATA_DIR's lock on the embedded one. */
async function withDatabase<T>(config: DatabaseConfig, work: (database: Database) => Promise<T>, { maxConnections }: { maxConnections?: number } = {}) {
  makeDataDirPrivate(config.DATA_DIR);
  const lock = config.DATABASE_URL ? undefined : acquireDataDirLock(config.DATA_DIR);
  try {
    const database = await createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATABASE_URL ? undefined : pgliteDir(config.DATA_DIR), maxConnections });
    try {
      return await work(database);
    } finally {
      await database.close();
      if (!config.DATABASE_URL) makePrivate(pgliteDir(config.DATA_DIR));
    }
  } finally {
    lock?.release();
  }
}

/**
 * `npm run admin:create`: creates the Yönetici `username`, or resets that user to an active Yönetici
 * with this password (the way back in when every Yönetici is locked out); its sessions end; audited.
 */
export async function createAdminUser(config: DatabaseConfig, { username, password }: { username: string; password: string }): Promise<"created" | "updated"> {
  const problem = passwordPolicyProblem(password);
  if (problem) throw new Error(`The password breaks the password policy: ${problem}`);
  return withDatabase(config, async (database) => {
    await database.migrate();
    const passwordHash = await hashPassword(password);
    return database.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: users.id }).from(users).where(usernameIs(username)).limit(1);
      const [user] = existing
        ? await tx.update(users).set({ passwordHash, role: "owner", deactivatedAt: null }).where(eq(users.id, existing.id)).returning({ id: users.id })
        : await tx.insert(users).values({ username, passwordHash, role: "owner" }).returning({ id: users.id });
      if (existing) await tx.delete(sessions).where(eq(sessions.userId, existing.id));
      const action = existing ? "cli-reset-password" : "cli-create-user";
      await recordAudit(tx, { user: null, action, entityType: "user", entityId: user!.id, details: { username } });
      return existing ? "updated" : "created";
    });
  });
}

/** `npm run db:backup`: a timestamped backup in DATA_DIR/backups; returns its path. */
export async function backupDatabase(config: DatabaseConfig): Promise<string> {
  if (!config.DATABASE_URL && !existsSync(pgliteDir(config.DATA_DIR))) {
    throw new BackupError(`Yedeklenecek veritabanı yok / there is no database to back up in ${pgliteDir(config.DATA_DIR)}.`);
  }
  return withDatabase(config, (database) => writeBackupFile(database, backupsDir(config.DATA_DIR)), { maxConnections: 1 });
}

/** `npm run db:restore FILE`: into an empty database only. */
export async function restoreDatabase(config: DatabaseConfig, file: string): Promise<void> {
  const source = path.resolve(file);
  if (config.DATABASE_URL) {
    await restoreBackup(source, { databaseUrl: config.DATABASE_URL });
    return;
  }
  makeDataDirPrivate(config.DATA_DIR);
  const lock = acquireDataDirLock(config.DATA_DIR);
  try {
    await restoreBackup(source, { dataDir: pgliteDir(config.DATA_DIR) });
    makePrivate(pgliteDir(config.DATA_DIR));
  } finally {
    lock.release();
  }
}
