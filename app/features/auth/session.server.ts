import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import { createCookie } from "react-router";
import type { Db, Tx } from "#app/db/client.server";
import type { StaffRole } from "#app/domain/staff-roles";
import { pendingLogins, sessions, users } from "#app/db/schema/auth";
import { siteSettings } from "#app/db/schema/site";

export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most once a minute, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** `twoFactorRequiredByRole`: the site settings require 2FA of the user's role. */
export type SessionUser = { id: number; username: string; name: string | null; role: StaffRole; twoFactorEnabled: boolean; twoFactorRequiredByRole: boolean };
/** A sign-in waiting for its second factor lives 5 minutes. */
export const PENDING_LOGIN_TIMEOUT_MS = 5 * 60 * 1000;

/** The session cookie: HttpOnly, SameSite=Lax, Secure and `__Host-` prefixed on https. */
export function sessionCookie(isHttps: boolean) {
  return createCookie(isHttps ? "__Host-sid" : "sid", {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps,
    path: "/",
    maxAge: SESSION_ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

/** The pending-login cookie of a sign-in whose second factor is due: 5 minutes, same attributes. */
export function pendingLoginCookie(isHttps: boolean) {
  return createCookie(isHttps ? "__Host-pending-login" : "pending-login", {
    httpOnly: true,
    sameSite: "lax",
    secure: isHttps,
    path: "/",
    maxAge: PENDING_LOGIN_TIMEOUT_MS / 1000,
  });
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A new session: 256 random bits in the cookie, only their hash in the database. */
export async function createSession(
  db: Db,
  { userId, ipAddress, userAgent, now = new Date() }: { userId: number; ipAddress?: string; userAgent?: string; now?: Date },
) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId,
    ipAddress,
    userAgent: userAgent?.slice(0, 300),
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_TIMEOUT_MS),
  });
  return token;
}

/** The user of a live session, or null. Expired sessions (idle or absolute) are deleted. */
export async function getSessionUser(db: Db, token: string | null | undefined, now = new Date()): Promise<SessionUser | null> {
  if (!token || typeof token !== "string") return null;
  const idHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      role: users.role,
      totpEnabledAt: users.totpEnabledAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      twoFactorRequiredByRole: sql<boolean>`coalesce(${users.role} = any(${siteSettings.twoFactorRoles}), false)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(siteSettings, eq(siteSettings.id, 1))
    .where(and(eq(sessions.idHash, idHash), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row) return null;
  const idleSince = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt.getTime() <= now.getTime() || idleSince > SESSION_IDLE_TIMEOUT_MS) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (idleSince > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, idHash));
  }
  return { id: row.id, username: row.username, name: row.name, role: row.role, twoFactorEnabled: row.totpEnabledAt !== null, twoFactorRequiredByRole: row.twoFactorRequiredByRole };
}

export async function destroySession(db: Db, token: string | null | undefined) {
  if (!token || typeof token !== "string") return;
  await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

/** Ends every other session of the user (after a password change). */
export async function destroyOtherSessions(db: Db, { userId, keepToken }: { userId: number; keepToken: string }) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, hashToken(keepToken))));
}

/** Ends every session and pending sign-in of the user (deactivation, a password reset). */
export async function destroyAllSessions(db: Db | Tx, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(pendingLogins).where(eq(pendingLogins.userId, userId));
}

/** Housekeeping: removes sessions past their absolute or idle limit. */
export async function deleteExpiredSessions(db: Db, now = new Date()) {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_TIMEOUT_MS))));
}

/** Records a sign-in whose password was right; the returned token goes into the pending cookie. */
export async function createPendingLogin(db: Db, { userId, ipAddress, now = new Date() }: { userId: number; ipAddress?: string; now?: Date }) {
  const token = randomBytes(32).toString("base64url");
  await db.delete(pendingLogins).where(lt(pendingLogins.expiresAt, now));
  await db.insert(pendingLogins).values({ idHash: hashToken(token), userId, ipAddress, expiresAt: new Date(now.getTime() + PENDING_LOGIN_TIMEOUT_MS) });
  return token;
}

/** The user of a live pending sign-in, or null (unknown or older than 5 minutes). */
export async function getPendingLogin(db: Db, token: string | null | undefined, now = new Date()) {
  if (!token || typeof token !== "string") return null;
  const [row] = await db
    .select({ id: users.id, username: users.username, name: users.name, role: users.role, expiresAt: pendingLogins.expiresAt })
    .from(pendingLogins)
    .innerJoin(users, eq(users.id, pendingLogins.userId))
    .where(and(eq(pendingLogins.idHash, hashToken(token)), isNull(users.deactivatedAt)))
    .limit(1);
  if (!row || row.expiresAt.getTime() <= now.getTime()) return null;
  return { id: row.id, username: row.username, name: row.name, role: row.role };
}

export async function deletePendingLogin(db: Db, token: string | null | undefined) {
  if (!token || typeof token !== "string") return;
  await db.delete(pendingLogins).where(eq(pendingLogins.idHash, hashToken(token)));
}

/**
 * Signs a user in: the session the browser arrived with (if any) ends, a new one starts (the id
 * rotates), and the Set-Cookie value of the new session is returned.
 */
export async function rotateSession(
  db: Db,
  { previousToken, userId, ipAddress, userAgent, isHttps }: { previousToken: string | null; userId: number; ipAddress: string; userAgent?: string; isHttps: boolean },
) {
  await destroySession(db, previousToken);
  const token = await createSession(db, { userId, ipAddress, userAgent });
  await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, userId));
  return sessionCookie(isHttps).serialize(token);
}
