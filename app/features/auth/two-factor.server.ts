import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from "node:crypto";
import { and, count, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import type { Db, Tx } from "#app/db/client.server";
import type { RateLimit } from "#app/db/rate-limit.server";
import { recoveryCodes, users } from "#app/db/schema/auth";

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const TOTP_OPTIONS = { algorithm: "SHA1", digits: 6, period: 30 } as const;
/** One step either side of now, for clock drift. */
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Code attempts per user (sign-in step, enrolment confirmation, disabling): 5 in 15 minutes. */
export const SECOND_FACTOR_LIMIT: RateLimit = { bucket: "second-factor", limit: 5, windowMs: 15 * 60 * 1000 };
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

// --- the seed at rest: AES-256-GCM under a key derived from APP_SECRET -------------------------

function seedKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", appSecret, "kocaeli-guvenlik", "totp-seed-v1", 32));
}

/** "v1.<iv>.<tag>.<ciphertext>" (base64url); the user id is bound as associated data. */
export function encryptSeed(appSecret: string, userId: number, seedBase32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", seedKey(appSecret), iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const ciphertext = Buffer.concat([cipher.update(seedBase32, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** The seed, or null when the value was tampered with, moved to another user or made under another secret. */
export function decryptSeed(appSecret: string, userId: number, stored: string): string | null {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !ciphertext) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", seedKey(appSecret), Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

// --- codes -----------------------------------------------------------------------------------------

const totpFor = (seedBase32: string, label = "", issuer = "") =>
  new TOTP({ ...TOTP_OPTIONS, issuer, label, secret: Secret.fromBase32(seedBase32) });

/** The time step a valid code belongs to, or null for a wrong code. */
function matchingStep(seedBase32: string, code: string, now: Date): number | null {
  const totp = totpFor(seedBase32);
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
}

const TOTP_CODE_PATTERN = /^\d{6}$/;
const compact = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();
const hashRecoveryCode = (code: string) => createHash("sha256").update(compact(code)).digest("base64url");

function generateRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${characters.slice(0, 5).join("")}-${characters.slice(5).join("")}`;
}

/**
 * Accepts a code of the step now (±1) only once: the step is stored, and a code of that step or an
 * earlier one is refused, atomically, so two requests cannot both use one code.
 */
async function consumeTotpCode(db: Db, userId: number, seedBase32: string, code: string, now: Date): Promise<boolean> {
  const step = matchingStep(seedBase32, code, now);
  if (step === null) return false;
  const accepted = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return accepted.length === 1;
}

async function consumeRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

async function replaceRecoveryCodes(db: Db | Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

// --- enrolment, status, sign-in, disabling ----------------------------------------------------------

export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number };

export async function twoFactorStatus(db: Db, userId: number): Promise<TwoFactorStatus> {
  const [user] = await db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId)).limit(1);
  const [{ left } = { left: 0 }] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return { enabled: Boolean(user?.enabledAt), recoveryCodesLeft: user?.enabledAt ? left : 0 };
}

export type Enrolment = { secret: string; otpauthUri: string; qrCodeDataUrl: string };

/**
 * Starts (or restarts) enrolment: a fresh 160-bit seed is kept encrypted as pending, and shown once
 * as text, as an otpauth:// URI and as a QR code (an SVG data URL). An enabled 2FA is left alone.
 */
export async function startEnrolment(
  db: Db,
  { userId, username, issuer, appSecret }: { userId: number; username: string; issuer: string; appSecret: string },
): Promise<Enrolment | null> {
  const [user] = await db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.enabledAt) return null;
  const secret = new Secret({ size: 20 }).base32;
  await db.update(users).set({ totpPendingSecret: encryptSeed(appSecret, userId, secret) }).where(eq(users.id, userId));
  const otpauthUri = totpFor(secret, username, issuer).toString();
  // Loaded when a user enrols, not at start-up (ADR 027).
  const { default: QRCode } = await import("qrcode");
  const svg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** Confirms enrolment with a code of the pending seed: 2FA is on, and the recovery codes are returned once. */
export async function confirmEnrolment(
  db: Db,
  { userId, code, appSecret, now = new Date() }: { userId: number; code: string; appSecret: string; now?: Date },
): Promise<string[] | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.totpPendingSecret || user.totpEnabledAt) return null;
  const seed = decryptSeed(appSecret, userId, user.totpPendingSecret);
  const step = seed && TOTP_CODE_PATTERN.test(compact(code)) ? matchingStep(seed, compact(code), now) : null;
  if (seed === null || step === null) return null;
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: step })
      .where(eq(users.id, userId));
    return replaceRecoveryCodes(tx, userId);
  });
}

/** The second step of a sign-in: a TOTP code (not replayed) or an unused recovery code. */
export async function verifySecondFactor(
  db: Db,
  { userId, code, appSecret, now = new Date() }: { userId: number; code: string; appSecret: string; now?: Date },
): Promise<"totp" | "recovery" | null> {
  const [user] = await db.select({ totpSecret: users.totpSecret }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.totpSecret) return null;
  const compacted = compact(code);
  if (TOTP_CODE_PATTERN.test(compacted)) {
    const seed = decryptSeed(appSecret, userId, user.totpSecret);
    return seed !== null && (await consumeTotpCode(db, userId, seed, compacted, now)) ? "totp" : null;
  }
  return (await consumeRecoveryCode(db, userId, compacted, now)) ? "recovery" : null;
}

/** Turns 2FA off: the seed, the pending seed and the recovery codes are deleted. */
export async function disableTwoFactor(db: Db, userId: number) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}
