import { and, count, eq, gt, lt } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { scaledLimit } from "#app/db/rate-limit.server";
import { loginAttempts, users } from "#app/db/schema/auth";
import { hashPassword, needsRehash, verifyPassword } from "./password.server";

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MAX_FAILURES = 5;
const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export type LoginResult =
  | { status: "ok"; user: { id: number; username: string; twoFactorEnabled: boolean } }
  | { status: "invalid" }
  | { status: "locked"; retryAfterSeconds: number };

// Compared against when the username does not exist, so both paths cost one scrypt.
let dummyHash: Promise<string> | undefined;

async function recentFailures(db: Db, column: typeof loginAttempts.username | typeof loginAttempts.ipAddress, value: string, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(loginAttempts)
    .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  return row?.total ?? 0;
}

/**
 * Checks a sign-in: refused (locked) after 5 failures for the username or for the IP within 15
 * minutes, counted in the database so the limit holds across instances. A success clears the
 * username's failures; the IP's count stays.
 */
export async function attemptLogin(
  db: Db,
  { username, password, ipAddress, now = new Date() }: { username: string; password: string; ipAddress: string; now?: Date },
): Promise<LoginResult> {
  const key = username.trim().toLowerCase();
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const [byUsername, byIp] = await Promise.all([
    recentFailures(db, loginAttempts.username, key, since),
    recentFailures(db, loginAttempts.ipAddress, ipAddress, since),
  ]);
  if (byUsername >= scaledLimit(LOCKOUT_MAX_FAILURES) || byIp >= scaledLimit(LOCKOUT_MAX_FAILURES)) {
    return { status: "locked", retryAfterSeconds: LOCKOUT_WINDOW_MS / 1000 };
  }

  const [user] = await db.select().from(users).where(eq(users.username, username.trim())).limit(1);
  const valid = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyPassword(password, await (dummyHash ??= hashPassword("kullanıcı-yok")));

  await db.insert(loginAttempts).values({ username: key, ipAddress, succeeded: Boolean(user && valid), createdAt: now });
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - ATTEMPT_RETENTION_MS)));
  if (!user || !valid) return { status: "invalid" };
  await db.delete(loginAttempts).where(and(eq(loginAttempts.username, key), eq(loginAttempts.succeeded, false)));
  if (needsRehash(user.passwordHash)) {
    // The password is known to be right just now: store it again with today's parameters.
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, user.id));
  }
  return { status: "ok", user: { id: user.id, username: user.username, twoFactorEnabled: user.totpEnabledAt !== null } };
}

/** True when the password is the user's (re-authentication before a sensitive change). */
export async function checkUserPassword(db: Db, { userId, password }: { userId: number; password: string }): Promise<boolean> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  return verifyPassword(password, user.passwordHash);
}

/** Changes a password after checking the current one. */
export async function changePassword(
  db: Db,
  { userId, currentPassword, newPassword }: { userId: number; currentPassword: string; newPassword: string },
): Promise<boolean> {
  if (!(await checkUserPassword(db, { userId, password: currentPassword }))) return false;
  await db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, userId));
  return true;
}
