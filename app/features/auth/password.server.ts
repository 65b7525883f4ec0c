import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

// OWASP's scrypt floor: N=2^17, r=8, p=1 (128 MiB of work memory per hash).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Returns "scrypt$N$r$p$salt$hash" (base64url), with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/**
 * True when a stored hash was made with another scheme or weaker parameters than today's; the
 * login upgrades such a hash once it has checked the password (ASVS 11.4: re-hash on next login).
 */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p, saltText] = stored.split("$");
  if (scheme !== "scrypt") return true;
  const salt = Buffer.from(saltText ?? "", "base64url");
  return Number(n) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p || salt.length < 16;
}

/** Constant-time comparison of the derived key; false for any malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(keyText, "base64url");
  const actual = await derive(password, Buffer.from(saltText, "base64url"), params);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A random password for the bootstrap admin: 24 characters from a set without look-alikes. */
export function generatePassword(length = 24): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  const bytes = randomBytes(length);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
}
