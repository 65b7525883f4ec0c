import path from "node:path";
import { z } from "zod";
import { parseTrustProxy } from "./client-ip";

const flag = z.enum(["0", "1"], { error: 'must be "0" or "1"' });
const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();
/** An integer in [min, max], e.g. from "8080"; the message names the range. */
const optionalIntegerInRange = (min: number, max: number) => {
  const error = `must be an integer between ${min} and ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).optional();
};
const integerInRange = (min: number, max: number, fallback: number) => optionalIntegerInRange(min, max).default(fallback);
/**
 * Renders at once on the whole machine when RENDER_CONCURRENCY is not set (ADR 039): each of
 * WEB_CONCURRENCY processes gets its share, so two processes do not run twice the renders the
 * cores can take.
 */
const RENDERS_PER_MACHINE = 4;
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: integerInRange(1, 65535, 3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    MEDIA_DIR: optionalText,
    DATABASE_URL: optionalText.pipe(
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
    ),
    ADMIN_USERNAME: optionalText.pipe(
      z
        .string()
        .regex(/^[a-zA-Z0-9._-]{3,64}$/, { error: "must be 3-64 letters, digits, dots, dashes or underscores" })
        .optional(),
    ),
    // The password policy (length 12-128, not a common one) is the app's: the runtime checks it first thing.
    ADMIN_PASSWORD: optionalText,
    ADMIN_REQUIRE_2FA: flag.default("0"),
    SITE_URL: optionalText.pipe(httpUrl.optional()),
    SEED_DEMO: flag.default("1"),
    SUPPLIER_URL: optionalText.pipe(httpUrl.optional()),
    SUPPLIER_ALLOW_PRIVATE: flag.default("0"),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional()),
    LEAD_WEBHOOK_URL: optionalText.pipe(httpUrl.optional()),
    LEAD_WEBHOOK_SECRET: optionalText.pipe(z.string().min(32, { error: "must be at least 32 characters" }).optional()),
    LEAD_WEBHOOK_ALLOW_PRIVATE: flag.default("0"),
    TRUST_PROXY: optionalText,
    APP_SECRET: optionalText.pipe(z.string().min(32, { error: "must be at least 32 characters" }).optional()),
    PAGE_CACHE: z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on"),
    PAGE_CACHE_MAX_MB: z.coerce
      .number({ error: "must be a whole number of megabytes (1-4096)" })
      .int({ error: "must be a whole number of megabytes (1-4096)" })
      .min(1, { error: "must be a whole number of megabytes (1-4096)" })
      .max(4096, { error: "must be a whole number of megabytes (1-4096)" })
      .default(64),
    MAX_CONNECTIONS: integerInRange(1, 100_000, 1000),
    DATABASE_POOL_SIZE: integerInRange(1, 200, 10),
    WEB_CONCURRENCY: integerInRange(1, 64, 1),
    RATE_LIMIT_MULTIPLIER: integerInRange(1, 10_000, 1),
    // Admission control (server/render-gate.ts, ADR 039): renders at once, requests waiting, and how long one may wait.
    RENDER_CONCURRENCY: optionalIntegerInRange(1, 1000),
    RENDER_QUEUE_MAX: integerInRange(1, 100_000, 1000),
    RENDER_QUEUE_WAIT_MS: integerInRange(100, 120_000, 10_000),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_USERNAME ? "ADMIN_PASSWORD" : "ADMIN_USERNAME"],
        message: "ADMIN_USERNAME and ADMIN_PASSWORD must be set together",
      });
    }
    try {
      parseTrustProxy(env.TRUST_PROXY);
    } catch {
      ctx.addIssue({
        code: "custom",
        path: ["TRUST_PROXY"],
        message: "must be a hop count or a comma-separated list of IP addresses/CIDRs",
      });
    }
    if (env.RATE_LIMIT_MULTIPLIER !== 1 && env.NODE_ENV !== "test") {
      // Raising the limits is for scans of a throwaway test server only (scripts/sqlmap-scan.mjs).
      ctx.addIssue({ code: "custom", path: ["RATE_LIMIT_MULTIPLIER"], message: "is only allowed with NODE_ENV=test" });
    }
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({ code: "custom", path: ["WEB_CONCURRENCY"], message: "above 1 needs DATABASE_URL: the embedded PGlite database is one process" });
    }
    if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
      ctx.addIssue({ code: "custom", path: ["LEAD_WEBHOOK_SECRET"], message: "is required when LEAD_WEBHOOK_URL is set: the receiver checks each request's signature with it" });
    }
    if (env.DATABASE_URL && !env.APP_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["APP_SECRET"],
        message: "is required when DATABASE_URL is set, so that every instance shares it (e.g. `openssl rand -base64 48`)",
      });
    }
  });

export type Env = ReturnType<typeof resolveEnv>;

export class EnvError extends Error {
  override name = "EnvError";
}

/** Parses the environment; throws an EnvError whose message is one line naming the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env) {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const variable = String(issue.path[0] ?? "environment");
    const received = source[variable];
    const shown = received === undefined || /PASSWORD|SECRET|URL/.test(variable) ? "" : ` (got "${received}")`;
    throw new EnvError(`Invalid environment variable ${variable}: ${issue.message}${shown}`);
  }
  return resolveEnv(result.data);
}

function resolveEnv(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const siteUrl = new URL(env.SITE_URL ?? `http://localhost:${env.PORT}`);
  return {
    ...env,
    DATA_DIR: dataDir,
    MEDIA_DIR: path.resolve(env.MEDIA_DIR ?? path.join(dataDir, "media")),
    siteOrigin: siteUrl.origin,
    isHttps: siteUrl.protocol === "https:",
    seedDemo: env.SEED_DEMO === "1",
    supplierAllowPrivate: env.SUPPLIER_ALLOW_PRIVATE === "1",
    RENDER_CONCURRENCY: env.RENDER_CONCURRENCY ?? Math.max(1, Math.round(RENDERS_PER_MACHINE / env.WEB_CONCURRENCY)),
    pageCacheBytes: env.PAGE_CACHE === "off" ? 0 : env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    adminRequire2fa: env.ADMIN_REQUIRE_2FA === "1",
    leadWebhook: env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET, allowPrivate: env.LEAD_WEBHOOK_ALLOW_PRIVATE === "1" } : null,
  };
}
