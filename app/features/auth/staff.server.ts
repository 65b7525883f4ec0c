import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { recordAudit } from "#app/db/audit.server";
import type { Db, Tx } from "#app/db/client.server";
import { recoveryCodes, staffTokens, usernameIs, users } from "#app/db/schema/auth";
import type { StaffRole } from "#app/domain/staff-roles";
import { conflict, DomainError, notFound } from "#app/lib/errors";
import { hashPassword } from "./password.server";
import { destroyAllSessions } from "./session.server";
import { LINK_WITHDRAWN_MESSAGE, type PendingInvitation, type StaffMember } from "./staff.schema";

/** How long an invitation or reset link stays usable. */
export const ONE_TIME_LINK_TTL_MS = 48 * 60 * 60 * 1000;
/** The page a one-time link opens (outside the guarded admin). */
export const ONE_TIME_LINK_PATH = "/admin-hesap";
export const LAST_OWNER_MESSAGE = "Son etkin Yönetici devre dışı bırakılamaz veya rolü değiştirilemez. Önce başka bir Yönetici ekleyin.";
const LINK_INVALID_MESSAGE = "Bu bağlantı geçersiz, kullanılmış veya süresi dolmuş. Yöneticinizden yeni bir bağlantı isteyin.";
const USERNAME_TAKEN_MESSAGE = "Bu kullanıcı adı kullanılıyor; başka bir ad seçin.";
/** One lock for every change that could leave no active owner: such changes are rare. */
const OWNERS_LOCK = "staff-owners";

type Actor = { id: number; username: string };
type Audit = { actor: Actor; ipAddress?: string };

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      role: users.role,
      totpEnabledAt: users.totpEnabledAt,
      lastSignInAt: users.lastSignInAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .orderBy(asc(users.id));
  return rows.map(({ totpEnabledAt, lastSignInAt, deactivatedAt, ...row }) => ({
    ...row,
    twoFactorEnabled: totpEnabledAt !== null,
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
    active: deactivatedAt === null,
  }));
}

/** A new random token: its SHA-256 is stored, the token itself only goes into the link shown once. */
async function issueToken(tx: Db | Tx, values: Omit<typeof staffTokens.$inferInsert, "tokenHash" | "expiresAt">, now: Date) {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + ONE_TIME_LINK_TTL_MS);
  await tx.insert(staffTokens).values({ ...values, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export async function inviteStaff(db: Db, input: { name: string; email: string | null; role: StaffRole }, { actor, ipAddress }: Audit, now = new Date()) {
  return db.transaction(async (tx) => {
    const issued = await issueToken(tx, { purpose: "invite", name: input.name, email: input.email, role: input.role, createdByUserId: actor.id }, now);
    await recordAudit(tx, { user: actor, action: "invite", entityType: "user", details: { name: input.name, role: input.role }, ipAddress });
    return issued;
  });
}

/** Invitations not yet used, withdrawn or expired, newest first, with who made them. */
export async function listPendingInvitations(db: Db, now = new Date()): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: staffTokens.id,
      name: staffTokens.name,
      email: staffTokens.email,
      role: staffTokens.role,
      invitedBy: sql<string | null>`coalesce(${users.name}, ${users.username})`,
      createdAt: staffTokens.createdAt,
      expiresAt: staffTokens.expiresAt,
    })
    .from(staffTokens)
    .leftJoin(users, eq(users.id, staffTokens.createdByUserId))
    .where(and(eq(staffTokens.purpose, "invite"), isNull(staffTokens.usedAt), isNull(staffTokens.withdrawnAt), gt(staffTokens.expiresAt, now)))
    .orderBy(desc(staffTokens.createdAt), desc(staffTokens.id));
  return rows.map((row) => ({ ...row, name: row.name ?? "", role: row.role ?? "sales", createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() }));
}

/** Withdraws a pending invitation: its link then answers LINK_WITHDRAWN_MESSAGE. */
export async function withdrawInvitation(db: Db, id: number, { actor, ipAddress }: Audit, now = new Date()) {
  await db.transaction(async (tx) => {
    const withdrawn = await tx
      .update(staffTokens)
      .set({ withdrawnAt: now })
      .where(and(eq(staffTokens.id, id), eq(staffTokens.purpose, "invite"), isNull(staffTokens.usedAt), isNull(staffTokens.withdrawnAt), gt(staffTokens.expiresAt, now)))
      .returning({ name: staffTokens.name, role: staffTokens.role });
    if (withdrawn.length === 0) throw notFound("Bekleyen bir davet bulunamadı; kullanılmış, süresi dolmuş veya geri çekilmiş olabilir.");
    await recordAudit(tx, { user: actor, action: "withdraw-invite", entityType: "user", details: { invitationId: id, ...withdrawn[0] }, ipAddress });
  });
}

/** A reset link for an existing user; links issued before for that user stop working. Also answers the user's e-mail and name, for sending it. */
export async function issueResetLink(db: Db, userId: number, { actor, ipAddress }: Audit, now = new Date()) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email, name: users.name, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound("Kullanıcı bulunamadı.");
    await tx
      .update(staffTokens)
      .set({ usedAt: now })
      .where(and(eq(staffTokens.userId, userId), eq(staffTokens.purpose, "reset"), isNull(staffTokens.usedAt)));
    const issued = await issueToken(tx, { purpose: "reset", userId, createdByUserId: actor.id }, now);
    await recordAudit(tx, { user: actor, action: "reset-link", entityType: "user", entityId: userId, ipAddress });
    return { ...issued, email: user.email, name: user.name ?? user.username };
  });
}

/** What a live link is for; "withdrawn" for a withdrawn invitation; null when unknown, used, expired, or the account is deactivated. */
export async function readOneTimeLink(db: Db | Tx, token: string, now = new Date()) {
  const [row] = await db
    .select({
      id: staffTokens.id,
      purpose: staffTokens.purpose,
      name: staffTokens.name,
      email: staffTokens.email,
      role: staffTokens.role,
      userId: staffTokens.userId,
      username: users.username,
      deactivatedAt: users.deactivatedAt,
      withdrawnAt: staffTokens.withdrawnAt,
    })
    .from(staffTokens)
    .leftJoin(users, eq(users.id, staffTokens.userId))
    .where(and(eq(staffTokens.tokenHash, hashToken(token)), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now)))
    .limit(1);
  if (!row || row.deactivatedAt) return null;
  return row.withdrawnAt ? ("withdrawn" as const) : row;
}

/** The link when it can be used, else the error that says why not. */
function liveLink<T extends object>(link: T | "withdrawn" | null): T {
  if (link === "withdrawn") throw new DomainError("validation", LINK_WITHDRAWN_MESSAGE);
  if (!link) throw new DomainError("validation", LINK_INVALID_MESSAGE);
  return link;
}

/**
 * Uses a link once: an invitation makes the account (the username chosen here), a reset sets the
 * new password and ends every session of the user. Returns the user to sign in.
 */
export async function redeemOneTimeLink(db: Db, input: { token: string; username?: string; password: string }, { ipAddress }: { ipAddress?: string }, now = new Date()) {
  // A dead link costs no password hash: nobody can make the server hash for free.
  liveLink(await readOneTimeLink(db, input.token, now));
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const link = liveLink(await readOneTimeLink(tx, input.token, now));
    // Marked used first, on the condition it was neither used nor withdrawn: a second request with
    // the same token, or one racing a withdrawal, finds no row.
    const claimed = await tx
      .update(staffTokens)
      .set({ usedAt: now })
      .where(and(eq(staffTokens.id, link.id), isNull(staffTokens.usedAt), isNull(staffTokens.withdrawnAt)))
      .returning({ id: staffTokens.id });
    if (claimed.length === 0) throw new DomainError("validation", LINK_INVALID_MESSAGE);
    if (link.purpose === "invite") {
      if (!input.username) throw new DomainError("validation", "Kullanıcı adı seçin.", { username: ["Kullanıcı adı seçin."] });
      // Two invitees choosing one name at once: the second waits here, then finds the first's row (409).
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-username:' || lower(${input.username})))`);
      const [taken] = await tx.select({ id: users.id }).from(users).where(usernameIs(input.username)).limit(1);
      if (taken) throw new DomainError("conflict", USERNAME_TAKEN_MESSAGE, { username: [USERNAME_TAKEN_MESSAGE] });
      const [user] = await tx
        .insert(users)
        .values({ username: input.username, passwordHash, name: link.name, email: link.email, role: link.role ?? "sales" })
        .returning({ id: users.id, username: users.username });
      await tx.update(staffTokens).set({ userId: user!.id }).where(eq(staffTokens.id, link.id));
      await recordAudit(tx, { user: user!, action: "accept-invite", entityType: "user", entityId: user!.id, details: { role: link.role }, ipAddress });
      return user!;
    }
    const user = { id: link.userId!, username: link.username! };
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await destroyAllSessions(tx, user.id);
    await recordAudit(tx, { user, action: "reset-password", entityType: "user", entityId: user.id, ipAddress });
    return user;
  });
}

/** Refuses a change that would leave no active owner; call inside the change's transaction. */
async function keepAnOwner(tx: Tx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${OWNERS_LOCK}))`);
  const [others] = await tx
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.role, "owner"), isNull(users.deactivatedAt), ne(users.id, userId)));
  if ((others?.total ?? 0) === 0) throw conflict(LAST_OWNER_MESSAGE);
}

/** Changes a person's role and/or deactivates or reactivates them; deactivation ends their sessions at once. */
export async function changeStaff(db: Db, userId: number, change: { role?: StaffRole; active?: boolean }, { actor, ipAddress }: Audit, now = new Date()) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, role: users.role, deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound("Kullanıcı bulunamadı.");
    const losesOwner = user.role === "owner" && user.deactivatedAt === null && ((change.role !== undefined && change.role !== "owner") || change.active === false);
    if (losesOwner) await keepAnOwner(tx, userId);
    const deactivate = change.active === false && user.deactivatedAt === null;
    await tx
      .update(users)
      .set({
        ...(change.role !== undefined && { role: change.role }),
        ...(change.active !== undefined && { deactivatedAt: change.active ? null : (user.deactivatedAt ?? now) }),
      })
      .where(eq(users.id, userId));
    if (deactivate) await destroyAllSessions(tx, userId);
    await recordAudit(tx, { user: actor, action: "change-staff", entityType: "user", entityId: userId, details: { from: { role: user.role, active: user.deactivatedAt === null }, to: change }, ipAddress });
  });
}

/** Turns off a lost second factor: the seed and the recovery codes go; the person enrols again. */
export async function turnOffTwoFactor(db: Db, userId: number, { actor, ipAddress }: Audit) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw notFound("Kullanıcı bulunamadı.");
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await recordAudit(tx, { user: actor, action: "turn-off-2fa", entityType: "user", entityId: userId, ipAddress });
  });
}

const linkExpiry = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Istanbul" });

/** The e-mail that carries an invitation or reset link: plain text, Turkish, the expiry in Turkey's time. */
export function oneTimeLinkEmail(link: { purpose: "invite" | "reset"; name: string; url: string; expiresAt: Date; companyName: string }) {
  const invite = link.purpose === "invite";
  return {
    subject: invite ? `${link.companyName} yönetim paneline davet` : `${link.companyName} yönetim paneli şifre yenileme`,
    text: [
      `Merhaba ${link.name},`,
      "",
      invite
        ? `${link.companyName} yönetim paneline davet edildiniz. Aşağıdaki bağlantıyı açıp kullanıcı adınızı ve şifrenizi seçin:`
        : "Şifrenizi yenilemek için aşağıdaki bağlantıyı açıp yeni şifrenizi seçin. Yeni şifre kaydedilince tüm açık oturumlarınız kapanır:",
      "",
      link.url,
      "",
      `Bağlantı bir kez kullanılabilir ve ${linkExpiry.format(link.expiresAt)} tarihine kadar geçerlidir.`,
      "Bu e-postayı beklemiyorsanız dikkate almayın.",
    ].join("\n"),
  };
}
