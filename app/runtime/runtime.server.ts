import type { Logger } from "pino";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { requestScopeContext, servicesContext, type AppServices, type RequestFacts, type RequestScope } from "#app/app-context.server";
import type { Database } from "#app/db/client.server";
import { classifyDatabaseError, type DatabaseFailure } from "#app/db/db-errors.server";
import { broadcastPageCachePurge, PAGE_CACHE_CHANNEL } from "#app/db/page-cache-channel.server";
import { setRateLimitMultiplier } from "#app/db/rate-limit.server";
import { MAX_UPLOAD_BYTES, uploadTooLargeMessage } from "#app/domain/uploads";
import { recordNotFound } from "#app/features/redirects/not-found-log.server";
import { loadRedirectRules, writeRedirectHits } from "#app/features/redirects/redirect-rules.server";
import { ensureContentDocuments } from "#app/features/content/content.server";
import { startContentSchedule } from "#app/features/content/content-schedule.server";
import { SEED_DOCUMENTS } from "#app/features/content/content-seed";
import { loadAppSecret } from "./app-secret.server";
import { ContentMemo } from "./content-memo.server";
import { PageCache, type SizedPage } from "./page-cache.server";
import { RedirectTable } from "./redirect-table.server";
import type { RuntimeConfig } from "./runtime-config.server";
import type { DatabaseStart, DatabaseThread } from "./database-start.server";
import { startUp } from "./start-up.server";
import { warmUp } from "./warm-up.server";

/** How often the redirect hits counted in memory are written to the database. */
export const REDIRECT_HITS_INTERVAL_MS = 15_000;

export type RuntimeOptions = {
  logger: Logger;
  /** The React Router server build; in development called again for every request (Vite's HMR). */
  build: () => Promise<ServerBuild>;
  /** Development renders a fresh build on every request and keeps no page. */
  mode?: "production" | "development";
  /** The production server runs PGlite on a thread of its own (ADR 031); the entry starts it. */
  databaseThread?: DatabaseThread;
  /** The database the entry began to open before this module loaded (app/runtime.server.ts), unless `database` is given. */
  databaseStart?: DatabaseStart;
  /**
   * An open, migrated database that the caller owns (tests, benchmarks): no start-up work (lock,
   * migrations, demo content, admin user, housekeeping), and `close()` leaves it open.
   */
  database?: Database;
  /** Render the hot pages before returning, so the first visitors get warm renders (the production server). */
  warmUp?: boolean;
};

/** One request's answer and what the host logs and decides with it. */
export type Rendered = {
  response: Response;
  /** A fallback was shown for data that failed to load: the page must not be kept or shared. */
  degraded: boolean;
  /** Set when a loader or action failed because of the database rather than the request. */
  databaseFailure?: DatabaseFailure;
  /** Who was signed in, once the admin guard knew. */
  actor?: RequestScope["actor"];
  /** The body's bytes when the page was rendered in one pass and `response` is that very answer; its body is then unread. */
  html?: Buffer;
};

/**
 * The app as the host sees it (server/): one per process, made by the React Router server build's
 * own code, so that every module with state exists once.
 */
export type Runtime<Page extends SizedPage> = {
  /** Rendered public pages, emptied on every content write by any instance; the host stores and serves them. */
  pageCache: PageCache<Page>;
  /**
   * Redirect rules in memory, by request target: the host answers a match before rendering and
   * counts its hit here (ADR 043). Reloaded on every purge message, on every instance.
   */
  redirects: Pick<RedirectTable, "find" | "countHit">;
  /** Answers one request through React Router: pages, the JSON API, resources. */
  render(request: Request, facts: RequestFacts): Promise<Rendered>;
  /** Whether an error came from the database rather than the request (503/507 instead of 500). */
  databaseFailureOf(error: unknown): DatabaseFailure | undefined;
  /** Resolves when the database answers a trivial query (GET /healthz). */
  ping(): Promise<void>;
  /** The largest file staff may upload and its refusal, for the host's body limit. */
  uploadLimit: { bytes: number; message: string };
  /** Stops housekeeping and closes the database (unless the caller gave it). */
  close(): Promise<void>;
};

/**
 * Starts the app (called by the entry, app/runtime.server.ts, which has checked `config`): the
 * database and everything before serving (app/runtime/start-up.server.ts), while the React Router
 * build loads; then the purge channel that empties the page cache and the
 * content memo on every content write, on every instance.
 */
export async function createRuntime<Page extends SizedPage>(config: RuntimeConfig, options: RuntimeOptions): Promise<Runtime<Page>> {
  const { logger } = options;
  const development = options.mode === "development";
  setRateLimitMultiplier(config.RATE_LIMIT_MULTIPLIER);
  const { database: given, databaseStart } = options;
  const starting = given ? { database: given, appSecret: loadAppSecret(config), close: async () => {} } : databaseStart && startUp(config, logger, databaseStart);
  if (!starting) throw new Error("createRuntime needs a database or the entry's start of one (app/runtime.server.ts)");
  const [started, build] = await Promise.all([starting, development ? undefined : options.build()]);
  const { database } = started;
  // The content documents a release adds appear with their seed text; staff's edits are kept. A
  // database that does not answer is logged, not fatal: pages then answer 503 as for any query.
  await ensureContentDocuments(database.db, SEED_DOCUMENTS).catch((error: unknown) => logger.error({ err: error }, "content documents could not be seeded"));
  const contentSchedule = startContentSchedule({ db: database.db, logger });
  const handleRequest = createRequestHandler(build ?? options.build, development ? "development" : "production");

  const pageCache = new PageCache<Page>(development ? 0 : config.pageCacheBytes);
  const contentMemo = new ContentMemo();
  const redirects = new RedirectTable();
  let redirectLoads = 0;
  // A load that began before a later one must not overwrite it.
  const reloadRedirects = async () => {
    const load = ++redirectLoads;
    const rules = await loadRedirectRules(database.db);
    if (load !== redirectLoads) return;
    redirects.replace(rules.map((rule) => [rule.sourceKey, { id: rule.id, status: rule.status === 302 ? 302 : 301, location: rule.target }]));
  };
  const reloadRedirectsSafely = () => reloadRedirects().catch((error: unknown) => logger.error({ err: error }, "redirect rules could not be loaded"));
  const reloadRedirectsInBackground = () => void reloadRedirectsSafely();
  // Without its database the server still starts and answers 503; the rules load when the channel connects.
  await reloadRedirectsSafely();
  const writeHits = async () => {
    const hits = redirects.takeHits();
    try {
      await writeRedirectHits(database.db, hits);
    } catch (error) {
      redirects.returnHits(hits);
      logger.warn({ err: error }, "redirect hits not written; kept for the next try");
    }
  };
  const hitTimer = setInterval(() => void writeHits(), REDIRECT_HITS_INTERVAL_MS).unref();
  // Heard on every content write by any instance; with the page cache off it still empties the memo.
  void database
    .listen(
      PAGE_CACHE_CHANNEL,
      () => {
        pageCache.purge();
        contentMemo.purge();
        reloadRedirectsInBackground();
      },
      (connected) => {
        // Rules changed while the channel was down were not heard.
        if (connected) reloadRedirectsInBackground();
        pageCache.setConnected(connected);
        contentMemo.setConnected(connected);
        logger[connected ? "info" : "warn"]({ connected }, "page cache purge channel");
      },
    )
    .catch((error: unknown) => logger.error({ err: error }, "page cache purge channel failed; pages and content are not kept in memory"));

  const services: AppServices = {
    database,
    db: database.db,
    siteOrigin: config.siteOrigin,
    isHttps: config.isHttps,
    appSecret: started.appSecret,
    contentMemo,
    isLivePath: (path) => isLivePath(path),
    async purgePageCache() {
      pageCache.purge();
      contentMemo.purge();
      await broadcastPageCachePurge(database.db);
    },
    dataDir: config.DATA_DIR,
    mediaDir: config.MEDIA_DIR,
    supplierUrl: config.SUPPLIER_URL ?? null,
    supplierAllowPrivate: config.supplierAllowPrivate,
    smtpUrl: config.SMTP_URL ?? null,
    leadWebhook: config.leadWebhook,
    adminRequire2fa: config.adminRequire2fa,
  };

  /** Renders `path` as an anonymous visitor's GET would be, without the host: only a 200 is a page. */
  async function isLivePath(path: string): Promise<boolean> {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(requestScopeContext, {
      clientIp: "127.0.0.1",
      requestId: "redirect-source-check",
      logger,
      cspNonce: undefined,
      contentGeneration: contentMemo.generation,
      markDegraded: () => {},
    });
    const response = await handleRequest(new Request(new URL(path, config.siteOrigin)), context);
    await response.body?.cancel();
    return response.status === 200;
  }

  const runtime: Runtime<Page> = {
    pageCache,
    redirects,
    async render(request, facts) {
      let degraded = false;
      const scope: RequestScope = {
        ...facts,
        contentGeneration: contentMemo.generation,
        markDegraded: () => {
          degraded = true;
        },
      };
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(requestScopeContext, scope);
      const response = await handleRequest(request, context);
      if (response.status === 404 && request.method === "GET" && response.headers.get("content-type")?.startsWith("text/html")) {
        // Counted after the answer, never holding it up: "Bulunamayan sayfalar" (ADR 043).
        const url = new URL(request.url);
        void recordNotFound(database.db, {
          path: url.pathname,
          userAgent: request.headers.get("user-agent"),
          referer: request.headers.get("referer"),
          clientIp: facts.clientIp,
        }).catch((error: unknown) => facts.logger.warn({ err: error }, "not-found path not counted"));
      }
      const html = scope.renderedDocument?.response === response ? scope.renderedDocument.html : undefined;
      return { response, degraded, databaseFailure: scope.databaseFailure, actor: scope.actor, html };
    },
    databaseFailureOf: classifyDatabaseError,
    ping: () => database.ping(),
    uploadLimit: { bytes: MAX_UPLOAD_BYTES, message: uploadTooLargeMessage("Dosya") },
    async close() {
      clearInterval(hitTimer);
      await writeHits();
      await contentSchedule.stop();
      await started.close();
    },
  };
  if (options.warmUp && !development) {
    const facts = { clientIp: "127.0.0.1", requestId: "warm-up", logger, cspNonce: undefined };
    await warmUp(async (request) => (await runtime.render(request, facts)).response, config.siteOrigin, logger);
  }
  return runtime;
}
