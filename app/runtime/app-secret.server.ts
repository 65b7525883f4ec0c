import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const APP_SECRET_FILE = "app-secret";

/**
 * APP_SECRET when set. Only the embedded default (no DATABASE_URL) may generate one, into
 * DATA_DIR, because several instances on PostgreSQL must share the same secret.
 */
export function loadAppSecret(env: { APP_SECRET?: string; DATA_DIR: string }): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  const file = path.join(env.DATA_DIR, APP_SECRET_FILE);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
