import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { unlink } from "node:fs/promises";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "#app/db/client.server";
import { usernameIs, users } from "#app/db/schema/auth";
import { passwordPolicyProblem } from "./password-policy.schema";
import { generatePassword, hashPassword, verifyPassword } from "./password.server";

export const ADMIN_PASSWORD_FILE = "admin-password.txt";
/** The user a fresh install creates, whose first password the file holds. */
const BOOTSTRAP_USERNAME = "admin";

type BootstrapOptions = { username?: string; password?: string; dataDir: string; logger: Logger };

/**
 * With ADMIN_USERNAME/ADMIN_PASSWORD, that admin exists with that password after start.
 * Without them and with no user at all, `admin` gets a random password written to a 0600 file;
 * the log names the file, never the password.
 */
export async function ensureAdminUser(db: Db, { username, password, dataDir, logger }: BootstrapOptions) {
  if (username && password) {
    const problem = passwordPolicyProblem(password);
    if (problem) throw new Error(`ADMIN_PASSWORD breaks the password policy: ${problem}`);
    const [existing] = await db.select().from(users).where(usernameIs(username)).limit(1);
    if (!existing) {
      await db.insert(users).values({ username, passwordHash: await hashPassword(password) });
      logger.info({ username }, "admin user created from ADMIN_USERNAME/ADMIN_PASSWORD");
    } else if (!(await verifyPassword(password, existing.passwordHash))) {
      await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, existing.id));
      logger.info({ username }, "admin password reset from ADMIN_PASSWORD");
    }
    return;
  }

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  if (total > 0) return;
  const generated = generatePassword();
  const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
  // The file first: an admin whose password was never written down would lock everyone out.
  // With DATABASE_URL nothing else may have created DATA_DIR yet.
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, `${generated}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  await db.insert(users).values({ username: BOOTSTRAP_USERNAME, passwordHash: await hashPassword(generated) });
  logger.warn({ username: BOOTSTRAP_USERNAME, passwordFile: file }, "admin user created; its password is in the file named here");
}

/**
 * After `username` changed their password: when that is the install's first `admin`, the file with
 * its first password is no longer needed (nor true) and is deleted, and the log says so.
 */
export async function retireAdminPasswordFile({ dataDir, username, logger }: { dataDir: string; username: string; logger: Logger }) {
  if (username !== BOOTSTRAP_USERNAME) return;
  const file = path.join(dataDir, ADMIN_PASSWORD_FILE);
  try {
    await unlink(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") logger.error({ err: error, passwordFile: file }, "the first admin password's file could not be deleted");
    return;
  }
  logger.warn({ event: "auth.password-file.deleted", username, passwordFile: file }, "first admin password changed; the file that held it was deleted");
}
