import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { scaledLimit } from "#app/db/rate-limit.server";
import { loginAttempts, usernameIs, users } from "#app/db/schema/auth";
import type { StaffRole } from "#app/domain/staff-roles";
import { json } from "#app/http/json.server";
import { HashingBusyError, hashPassword, needsRehash, UNKNOWN_USER_HASH, verifyPassword } from "./password.server";

export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/** Failed password checks per client address (any usernames) in 15 minutes. */
export const LOCKOUT_MAX_FAILURES = 5;
/** Failed password checks per username from all addresses together (ADR 024): one address cannot lock an account. */
export const USERNAME_LOCKOUT_MAX_FAILURES = 20;
const ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** One advisory lock for every reservation: logins are rare, and one lock cannot deadlock. */
const RESERVATION_LOCK = "login-attempts";

/** A password check that was not made: too many failures (429), or too many hashes in flight (503). */
export type Refusal = { status: "locked"; retryAfterSeconds: number } | { status: "busy"; retryAfterSeconds: number };
export type PasswordCheck = { status: "ok" } | { status: "invalid" } | Refusal;
export type LoginResult =
  | { status: "ok"; user: { id: number; username: string; name: string | null; role: StaffRole; twoFactorEnabled: boolean } }
  | { status: "invalid" }
  | Refusal;

const usernameKey = (username: string) => username.trim().toLowerCase();

/**
 * Takes one attempt from the address's and the username's allowance before any hashing: under one
 * advisory lock the failures of the window are counted and, below both limits, a failure row is
 * written at once. Parallel guesses therefore queue on the lock and cannot pass the count together.
 */
async function reserveAttempt(db: Db, { key, ipAddress, now }: { key: string; ipAddress: string; now: Date }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${RESERVATION_LOCK}))`);
    const [counts] = await tx
      .select({
        byIp: sql<number>`count(*) filter (where ${loginAttempts.ipAddress} = ${ipAddress})`.mapWith(Number),
        byUsername: sql<number>`count(*) filter (where ${loginAttempts.username} = ${key})`.mapWith(Number),
      })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.succeeded, false),
          gt(loginAttempts.createdAt, new Date(now.getTime() - LOCKOUT_WINDOW_MS)),
          or(eq(loginAttempts.ipAddress, ipAddress), eq(loginAttempts.username, key)),
        ),
      );
    if ((counts?.byIp ?? 0) >= scaledLimit(LOCKOUT_MAX_FAILURES) || (counts?.byUsername ?? 0) >= scaledLimit(USERNAME_LOCKOUT_MAX_FAILURES)) {
      return { status: "locked" as const, retryAfterSeconds: LOCKOUT_WINDOW_MS / 1000 };
    }
    const [row] = await tx.insert(loginAttempts).values({ username: key, ipAddress, succeeded: false, createdAt: now }).returning({ id: loginAttempts.id });
    return { status: "reserved" as const, attemptId: row!.id };
  });
}

/**
 * Runs one password check against the lockout: refused before hashing when the address or the
 * username is locked; a wrong password stays counted as a failure; a right one clears the
 * username's failures. A check the hashing queue refused is not counted.
 */
async function throttledCheck(db: Db, { key, ipAddress, now }: { key: string; ipAddress: string; now: Date }, check: () => Promise<boolean>): Promise<PasswordCheck> {
  const reservation = await reserveAttempt(db, { key, ipAddress, now });
  if (reservation.status === "locked") return reservation;
  let valid: boolean;
  try {
    valid = await check();
  } catch (error) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, reservation.attemptId));
    if (error instanceof HashingBusyError) return { status: "busy", retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - ATTEMPT_RETENTION_MS)));
  if (!valid) return { status: "invalid" };
  await db.transaction(async (tx) => {
    await tx.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, reservation.attemptId));
    await tx.delete(loginAttempts).where(and(eq(loginAttempts.username, key), eq(loginAttempts.succeeded, false)));
  });
  return { status: "ok" };
}

/**
 * Checks a sign-in: refused (locked) after 5 failures from the address or 20 for the username
 * within 15 minutes, counted in the database so the limits hold across instances and requests in
 * parallel. An unknown username costs one scrypt like a known one.
 */
export async function attemptLogin(
  db: Db,
  { username, password, ipAddress, now = new Date() }: { username: string; password: string; ipAddress: string; now?: Date },
): Promise<LoginResult> {
  const [user] = await db.select().from(users).where(usernameIs(username)).limit(1);
  const check = await throttledCheck(db, { key: usernameKey(username), ipAddress, now }, () => verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH));
  if (check.status !== "ok") return check;
  // A deactivated account answers like a wrong password: nobody learns which accounts exist.
  if (!user || user.deactivatedAt) return { status: "invalid" };
  if (needsRehash(user.passwordHash)) {
    // The password is known to be right just now: store it again with today's parameters.
    await rehashQuietly(db, user.id, password);
  }
  return { status: "ok", user: { id: user.id, username: user.username, name: user.name, role: user.role, twoFactorEnabled: user.totpEnabledAt !== null } };
}

/** An upgrade of a stored hash can wait for the next sign-in when the hashing queue is full. */
async function rehashQuietly(db: Db, userId: number, password: string) {
  try {
    await db.update(users).set({ passwordHash: await hashPassword(password) }).where(eq(users.id, userId));
  } catch (error) {
    if (!(error instanceof HashingBusyError)) throw error;
  }
}

/**
 * Re-authentication before a sensitive change (password, 2FA): the signed-in user's password,
 * counted like a sign-in, so a stolen session cannot guess it faster than the login form.
 */
export async function checkUserPassword(
  db: Db,
  { userId, password, ipAddress, now = new Date() }: { userId: number; password: string; ipAddress: string; now?: Date },
): Promise<PasswordCheck> {
  const [user] = await db.select({ username: users.username, passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { status: "invalid" };
  return throttledCheck(db, { key: usernameKey(user.username), ipAddress, now }, () => verifyPassword(password, user.passwordHash));
}

/** Changes a password after checking the current one (counted like a sign-in). */
export async function changePassword(
  db: Db,
  { userId, currentPassword, newPassword, ipAddress }: { userId: number; currentPassword: string; newPassword: string; ipAddress: string },
): Promise<PasswordCheck> {
  const check = await checkUserPassword(db, { userId, password: currentPassword, ipAddress });
  if (check.status !== "ok") return check;
  try {
    await db.update(users).set({ passwordHash: await hashPassword(newPassword) }).where(eq(users.id, userId));
  } catch (error) {
    if (error instanceof HashingBusyError) return { status: "busy", retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
  return check;
}

const REFUSAL_MESSAGES: Record<Refusal["status"], string> = {
  locked: "Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.",
  busy: "Sunucu şu anda çok fazla giriş isteğini işliyor. Lütfen birkaç saniye sonra tekrar deneyin.",
};

/** 429 (locked) or 503 (hashing queue full), with Retry-After. */
export function refusalResponse(refusal: Refusal): Response {
  return json(
    { message: REFUSAL_MESSAGES[refusal.status] },
    { status: refusal.status === "locked" ? 429 : 503, headers: { "Retry-After": String(refusal.retryAfterSeconds) } },
  );
}
