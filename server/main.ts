import cluster from "node:cluster";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createApp } from "./app";
import { loadAppEntry, reportStartupError } from "./app-entry";
import { rememberPeerAddresses } from "./client-ip";
import { runWorkers } from "./cluster";
import { loadEnv } from "./env";
import { createLogger } from "./logger";
import type { CachedPage } from "./page-cache";
import { createPageCacheHitHandler } from "./page-cache-hits";
import { createRedirectHandler } from "./redirect-hits";

const SHUTDOWN_GRACE_MS = 10_000;
/**
 * Headers within 15 s (a slow-loris client is cut off), a request within 120 s, idle keep-alive 5 s.
 * Node checks the first two only every `connectionsCheckingInterval` (30 s by default), so it is
 * checked every second to make 15 s mean 15 s.
 */
const SERVER_TIMEOUTS = { headersTimeout: 15_000, requestTimeout: 120_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 };

async function main() {
  const env = loadEnv();
  const logger = createLogger(env.LOG_LEVEL);
  if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) {
    runWorkers(env.WEB_CONCURRENCY, logger);
    return;
  }
  const { createRuntime } = await loadAppEntry();
  const runtime = await createRuntime<CachedPage>(env, {
    logger,
    // The first visitors after a start get renders as fast as later ones; /healthz answers once this is done.
    warmUp: true,
    // The embedded database runs on a thread of its own, so that rendering and queries share two cores (ADR 031).
    databaseThread: {
      // Without its database the server can only answer 503: it stops, so that its process manager starts it again.
      onStopped(error) {
        logger.fatal({ err: error }, "PGlite database thread stopped; exiting");
        process.exit(1);
      },
    },
  });
  const app = createApp({ env, runtime, logger, clientDir: path.resolve("build/client") });
  const servePageCacheHit = createPageCacheHitHandler(runtime.pageCache, logger);
  const serveRedirect = createRedirectHandler(runtime.redirects, env.isHttps);
  const handleWithApp = getRequestListener(app.fetch);

  // A page-cache hit, then a redirect rule, is answered before Hono sees the request; everything else goes through the app.
  const server = createServer(SERVER_TIMEOUTS, (request, response) => {
    if (!servePageCacheHit(request, response) && !serveRedirect(request, response)) void handleWithApp(request, response);
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
    await runtime.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  reportStartupError(error, "Start-up failed:");
  process.exit(1);
});
