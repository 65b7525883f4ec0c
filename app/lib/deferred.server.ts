import type { Logger } from "pino";

/**
 * A promise a loader returns unawaited, for React Router to stream: a failure is logged here with
 * its cause, and the page receives only a plain error naming what was unavailable.
 */
export function loggedDeferred<T>(promise: Promise<T>, logger: Logger, what: string): Promise<T> {
  return promise.catch((error: unknown) => {
    logger.error({ err: error }, `${what} unavailable`);
    throw new Error(`${what} unavailable`);
  });
}
