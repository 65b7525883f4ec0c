import { eq, sql } from "drizzle-orm";
import { isbot } from "isbot";
import type { Db } from "#app/db/client.server";
import { consumeRateLimit, type RateLimit } from "#app/db/rate-limit.server";
import { notFoundPaths } from "#app/db/schema/redirects";
import { normaliseRedirectPath } from "#app/lib/redirect-paths";

/*
 * "Bulunamayan sayfalar" (ADR 043): paths that answered 404 to a person's browser, so that staff can
 * point the ones people still follow somewhere. A visitor writes these rows, so they are bounded as
 * the unfound searches are (ADR 037): browsers only, a few new paths per client address an hour, a
 * cap on rows, the path without its query, the referring site's host and nothing about the visitor;
 * retention deletes what nobody hit in the leads' retention period (app/db/retention.server.ts).
 */

/** The longest path kept: longer ones are probes or pasted text, not an address anyone bookmarked. */
export const NOT_FOUND_PATH_MAX = 300;
/** New paths one client address may add per hour; a known path is counted again without limit. */
export const NOT_FOUND_NEW_PATHS_LIMIT: RateLimit = { bucket: "not-found-path", limit: 20, windowMs: 60 * 60 * 1000 };
/** Rows kept at most: beyond it the least hit go, the least recently hit first. */
export const NOT_FOUND_MAX_ROWS = 1000;

/**
 * Well-known scanner probes, not worth a row (listed in ADR 043): WordPress and PHP admin paths,
 * hidden files such as `.env` and `.git`, server-side script extensions, backups and archives,
 * and the management endpoints of other servers.
 */
const SCANNER_PATH =
  /^\/(?:wp-|wordpress|wp\/|xmlrpc|phpmyadmin|pma|myadmin|cgi-bin|vendor\/|actuator|server-status|boaform|hnap1|owa\/|autodiscover|solr\/|telescope|debug\/)|\/\.|\.(?:php\d?|phtml|asp|aspx|jsp|cgi|pl|env|ini|sql|bak|old|swp|log|ya?ml|conf|config|zip|tar|gz|tgz|rar|7z)(?:\/|$)/;

/** The path as the log counts it, or null when it is not kept (a probe, too long, or an e-mail address in it). */
export function countableNotFoundPath(path: string): string | null {
  const normalised = normaliseRedirectPath(path);
  if (normalised.length > NOT_FOUND_PATH_MAX || normalised.includes("@") || SCANNER_PATH.test(normalised)) return null;
  return normalised;
}

/** The referring site's host, lower case; null when there is none or it is not a web address. */
export function referrerHost(referer: string | null): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.protocol === "https:" || url.protocol === "http:" ? url.hostname.toLowerCase().slice(0, 253) : null;
  } catch {
    return null;
  }
}

export type NotFoundOutcome = "counted" | "added" | "not-kept" | "rate-limited";

/** Counts a 404 a browser got; a new path costs the client address one of its new paths this hour. */
export async function recordNotFound(
  db: Db,
  { path, userAgent, referer, clientIp, now = new Date() }: { path: string; userAgent: string | null; referer: string | null; clientIp: string; now?: Date },
): Promise<NotFoundOutcome> {
  if (!userAgent?.trim() || isbot(userAgent)) return "not-kept";
  const counted = countableNotFoundPath(path);
  if (!counted) return "not-kept";
  const host = referrerHost(referer);
  const again = {
    count: sql`least(${notFoundPaths.count}::bigint + 1, 2147483647)`,
    lastSeenAt: now,
    ...(host && { referrerHost: host }),
  };
  const [known] = await db.update(notFoundPaths).set(again).where(eq(notFoundPaths.path, counted)).returning({ id: notFoundPaths.id });
  if (known) return "counted";
  const limit = await consumeRateLimit(db, NOT_FOUND_NEW_PATHS_LIMIT, clientIp, now);
  if (!limit.allowed) return "rate-limited";
  await db.transaction(async (tx) => {
    await tx
      .insert(notFoundPaths)
      .values({ path: counted, count: 1, referrerHost: host, firstSeenAt: now, lastSeenAt: now })
      .onConflictDoUpdate({ target: notFoundPaths.path, set: again });
    await tx.execute(
      sql`delete from ${notFoundPaths} where ${notFoundPaths.id} in (
        select ${notFoundPaths.id} from ${notFoundPaths}
        order by ${notFoundPaths.count} desc, ${notFoundPaths.lastSeenAt} desc, ${notFoundPaths.id} desc
        offset ${NOT_FOUND_MAX_ROWS})`,
    );
  });
  return "added";
}
