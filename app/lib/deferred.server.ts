import type { AppContext } from "#app/app-context.server";

/**
 * A promise a loader returns unawaited, for React Router to stream: a failure is logged here with
 * its cause, the response is marked as not to be shared (the page cache must not keep a page that
 * shows a fallback), and the page receives only a plain error naming what was unavailable.
 */
export function loggedDeferred<T>(promise: Promise<T>, context: Pick<AppContext, "logger" | "markDegraded">, what: string): Promise<T> {
  return promise.catch((error: unknown) => {
    context.markDegraded();
    context.logger.error({ err: error }, `${what} unavailable`);
    throw new Error(`${what} unavailable`);
  });
}
