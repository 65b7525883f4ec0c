import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "./client.server";
import { rateLimitHits } from "./schema/site";

export type RateLimit = { bucket: string; limit: number; windowMs: number };
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const RETENTION_MS = 24 * 60 * 60 * 1000;

let limitMultiplier = 1;

/**
 * Scales every rate limit and lockout threshold of this process. Only `RATE_LIMIT_MULTIPLIER`
 * sets it, which server/env.ts refuses unless NODE_ENV=test: scans of a throwaway server
 * (npm run test:security:scan) would otherwise meet 429s instead of the code under test.
 */
export function setRateLimitMultiplier(multiplier: number) {
  limitMultiplier = multiplier;
}

/** A limit as this process applies it (the multiplier is 1 outside scans). */
export function scaledLimit(limit: number): number {
  return limit * limitMultiplier;
}

/**
 * Counts one request of `key` (usually the client IP) against a limit, e.g. 5 contact messages per
 * IP per 10 minutes. A refused request is not counted. Runs under a transaction-scoped advisory lock
 * per bucket and key, so parallel requests on any instance cannot slip past the limit together.
 */
export async function consumeRateLimit(db: Db, { bucket, limit, windowMs }: RateLimit, key: string, now = new Date()): Promise<RateLimitResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${bucket}:${key}`}))`);
    const windowStart = new Date(now.getTime() - windowMs);
    const scope = and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, windowStart));
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(rateLimitHits).where(scope);
    if (total >= scaledLimit(limit)) {
      const [oldest] = await tx.select({ createdAt: rateLimitHits.createdAt }).from(rateLimitHits).where(scope).orderBy(rateLimitHits.createdAt).limit(1);
      const freedAt = (oldest?.createdAt.getTime() ?? now.getTime()) + windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
    }
    await tx.insert(rateLimitHits).values({ bucket, key, createdAt: now });
    await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.createdAt, new Date(now.getTime() - RETENTION_MS))));
    return { allowed: true };
  });
}
