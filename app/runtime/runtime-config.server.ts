import { passwordPolicyProblem } from "#app/features/auth/password-policy.schema";

/**
 * What the runtime reads of the environment, as the host parses it (server/env.ts): the variables
 * by their names, and the values the host derives from them.
 */
export type RuntimeConfig = {
  DATA_DIR: string;
  MEDIA_DIR: string;
  DATABASE_URL?: string;
  DATABASE_POOL_SIZE: number;
  ADMIN_USERNAME?: string;
  ADMIN_PASSWORD?: string;
  APP_SECRET?: string;
  SUPPLIER_URL?: string;
  SMTP_URL?: string;
  RATE_LIMIT_MULTIPLIER: number;
  seedDemo: boolean;
  siteOrigin: string;
  isHttps: boolean;
  supplierAllowPrivate: boolean;
  adminRequire2fa: boolean;
  leadWebhook: { url: string; secret: string; allowPrivate: boolean } | null;
  /** The page cache's memory bound; 0 keeps no page. */
  pageCacheBytes: number;
};

/** A setting the app refuses; its message is the one line the server stops with, like the host's own. */
export class RuntimeConfigError extends Error {
  override name = "RuntimeConfigError";
}

/** The rules of the environment that only the app knows: ADMIN_PASSWORD must meet the password policy. */
export function checkRuntimeConfig(config: Pick<RuntimeConfig, "ADMIN_PASSWORD">) {
  const problem = config.ADMIN_PASSWORD === undefined ? null : passwordPolicyProblem(config.ADMIN_PASSWORD);
  if (problem) throw new RuntimeConfigError(`Invalid environment variable ADMIN_PASSWORD: breaks the password policy: ${problem}`);
}
