import type { Logger } from "pino";

/** The two parts of the request context a deferred load reports to. */
type DeferredContext = { logger: Pick<Logger, "error">; markDegraded: () => void };

/**
 * A promise a loader returns unawaited, for React Router to stream: a failure is logged here with
 * its cause, the response is marked as not to be shared (the page cache must not keep a page that
 * shows a fallback), and the page receives only a plain error naming what was unavailable.
 *
 * The returned promise is marked handled: when the request is aborted before React Router streams
 * it (a client that hung up while the database was slow), nobody else ever attaches a handler, and
 * an unhandled rejection would end the whole process (found by `npm run bench` on PostgreSQL).
 */
export function loggedDeferred<T>(promise: Promise<T>, context: DeferredContext, what: string): Promise<T> {
  const logged = promise.catch((error: unknown) => {
    context.markDegraded();
    context.logger.error({ err: error }, `${what} unavailable`);
    throw new Error(`${what} unavailable`);
  });
  logged.catch(() => {});
  return logged;
}

/**
 * For a document request, waits for a deferred load: the page then renders in one pass (ADR 027,
 * "Fourth pass"). A value comes back as itself, a failure as the logged, rejected promise, which
 * `<Await errorElement>` shows. A client navigation gets the promise at once, for the skeletons.
 * Boxed, because a promise returned from a promise would be unwrapped.
 */
export async function settledForDocument<T>(isClientData: boolean, deferred: Promise<T>): Promise<{ value: T | Promise<T> }> {
  if (isClientData) return { value: deferred };
  return deferred.then(
    (value) => ({ value }),
    () => ({ value: deferred }),
  );
}
