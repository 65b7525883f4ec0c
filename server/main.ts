import { existsSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { setRateLimitMultiplier } from "#app/db/rate-limit.server";
import { createApp } from "./app";
import { boot, DatabaseOpenError } from "./boot";
import { DataDirLockedError } from "./data-dir-lock";
import { EnvError, loadEnv } from "./env";
import { createLogger } from "./logger";

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
  setRateLimitMultiplier(env.RATE_LIMIT_MULTIPLIER);
  const buildFile = path.resolve("build/server/index.js");
  if (!existsSync(buildFile)) throw new Error(`No production build at ${buildFile}; run "npm run build".`);
  const { database, appSecret, close } = await boot(env, logger);
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  const app = createApp({ env, database, logger, appSecret, build, clientDir: path.resolve("build/client") });

  const server = serve({
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    serverOptions: SERVER_TIMEOUTS,
  }) as Server;
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
