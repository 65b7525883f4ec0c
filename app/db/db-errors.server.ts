/** Why a query failed, when the cause is the database rather than the request. */
export type DatabaseFailure = "unavailable" | "disk-full";

/** The error of a query refused because every connection is busy and the waiting line is full (client.server.ts). */
export const POOL_FULL_MESSAGE = "database connection pool exhausted: too many queries waiting";
/** The error of a query to PGlite's thread once that thread has stopped (pglite-thread.server.ts). */
export const THREAD_STOPPED_MESSAGE = "PGlite database thread stopped";

// 53300: the server has no connection slot left (too_many_connections).
const UNAVAILABLE_CODES = new Set(["53300", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "57P01", "57P02", "57P03"]);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|connection pool exhausted|Client has encountered a connection error|Cannot use a pool after calling end|PGlite database thread stopped/i;

/**
 * Classifies an error thrown by a query (Drizzle wraps the driver's error in `cause`): a lost or
 * refused connection (SQLSTATE class 08, 57P01-03, socket errors) or a full disk (53100, ENOSPC).
 * Anything else is undefined: a bug, answered as 500.
 */
export function classifyDatabaseError(error: unknown): DatabaseFailure | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === "53100" || code === "ENOSPC" || (typeof message === "string" && /No space left on device/i.test(message))) return "disk-full";
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || code.startsWith("08"))) return "unavailable";
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return "unavailable";
    current = cause;
  }
  return undefined;
}
