import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { PGLITE_THREAD_FILE } from "#app/db/pglite-thread.server";
import { setRateLimitMultiplier } from "#app/db/rate-limit.server";
import { createApp } from "./app";
import { rememberPeerAddresses } from "./client-ip";
import { boot, DatabaseOpenError } from "./boot";
import { runWorkers } from "./cluster";
import { DataDirLockedError } from "./data-dir-lock";
import { EnvError, loadEnv } from "./env";
import { createLogger } from "./logger";
import { PageCache } from "./page-cache";
import { createPageCacheHitHandler } from "./page-cache-hits";

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * DESIGN 10: headers within 15 s (a slow-loris client is cut off), a request within 120 s, idle
 * keep-alive 5 s. Node checks the first two only every `connectionsCheckingInterval` (30 s by
 * default), so it is checked every second to make 15 s mean 15 s.
 */
const SERVER_TIMEOUTS = { headersTimeout: 15_000, requestTimeout: 120_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 };

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    runWorkers(env.WEB_CONCURRENCY, logger);
    return;
  }
  setRateLimitMultiplier(env.RATE_LIMIT_MULTIPLIER);
  const buildFile = path.resolve("build/server/index.js");
  // The embedded database runs on a thread of its own, so that rendering and queries share two cores (ADR 031).
  const pgliteThread = {
    entry: path.resolve(PGLITE_THREAD_FILE),
    // Without its database the server can only answer 503: it stops, so that its process manager starts it again.
    onStopped(error: Error) {
      logger.fatal({ err: error }, "PGlite database thread stopped; exiting");
      process.exit(1);
    },
  };
  if (!existsSync(pgliteThread.entry)) throw new Error(`No production build at ${pgliteThread.entry}; run "npm run build".`);
  if (!existsSync(buildFile)) throw new Error(`No production build at ${buildFile}; run "npm run build".`);
  // The React Router build loads while the database opens.
  const [{ database, appSecret, close }, build] = await Promise.all([
    boot(env, logger, { pgliteThread }),
    import(pathToFileURL(buildFile).href) as Promise<ServerBuild>,
  ]);
  const pageCache = new PageCache(env.pageCacheBytes);
  const app = createApp({ env, database, logger, appSecret, build, clientDir: path.resolve("build/client"), pageCache });
  const servePageCacheHit = createPageCacheHitHandler(pageCache, logger);
  const handleWithApp = getRequestListener(app.fetch);

  // A page-cache hit is answered before Hono sees the request; everything else goes through the app.
  const server = createServer(SERVER_TIMEOUTS, (request, response) => {
    if (!servePageCacheHit(request, response)) void handleWithApp(request, response);
  });
  rememberPeerAddresses(server);
  server.listen(env.PORT, env.HOST);
  // Connections beyond the cap are closed at once, so a flood cannot exhaust file descriptors.
  server.maxConnections = env.MAX_CONNECTIONS;
  server.once("listening", () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ url: `http://localhost:${port}`, siteUrl: env.siteOrigin }, "server listening");
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    const forceClose = setTimeout(() => {
      logger.warn("grace period over, closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forceClose.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(forceClose);
    await close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof DatabaseOpenError) {
    console.error(error.message);
  } else {
    console.error("Start-up failed:", error);
  }
  process.exit(1);
});
