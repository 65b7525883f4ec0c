import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { availableParallelism } from "node:os";

// OWASP's scrypt floor: N=2^17, r=8, p=1 (128 MiB of work memory per hash).
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

/*
 * Each hash holds 128 MiB, a whole CPU core and one of libuv's 4 threads, which file reads and zlib
 * share: at most 2 run at once, and never more than the cores minus one left for the event loop; at
 * most 8 more wait (no longer than 10 s), and anything past that is refused at once with
 * HashingBusyError, before any hashing, so a burst of logins cannot starve the rest of the server.
 */
const MAX_HASHES_IN_FLIGHT = Math.max(1, Math.min(2, availableParallelism() - 1));
const MAX_HASHES_WAITING = 8;
const MAX_HASH_WAIT_MS = 10_000;

export class HashingBusyError extends Error {
  readonly retryAfterSeconds = 2;
  constructor() {
    super("too many password hashes in flight");
  }
}

let hashesInFlight = 0;
const waitingForHashSlot: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashesInFlight < MAX_HASHES_IN_FLIGHT) {
    hashesInFlight++;
  } else {
    if (waitingForHashSlot.length >= MAX_HASHES_WAITING) throw new HashingBusyError();
    await new Promise<void>((resolve, reject) => {
      const wake = () => (clearTimeout(timer), resolve());
      const timer = setTimeout(() => {
        waitingForHashSlot.splice(waitingForHashSlot.indexOf(wake), 1);
        reject(new HashingBusyError());
      }, MAX_HASH_WAIT_MS);
      waitingForHashSlot.push(wake);
    });
    // The slot was handed over by the hash that finished: hashesInFlight already counts it.
  }
  try {
    return await work();
  } finally {
    const next = waitingForHashSlot.shift();
    if (next) next();
    else hashesInFlight--;
  }
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return withHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
      ),
  );
}

/**
 * Compared against when the username does not exist, so both paths cost one scrypt of today's
 * parameters. Random bytes, not a hash of anything: no password matches it.
 */
export const UNKNOWN_USER_HASH = ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, randomBytes(16).toString("base64url"), randomBytes(KEY_LENGTH).toString("base64url")].join("$");

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
