import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createApp } from "./app";
import { boot } from "./boot";
import { rememberPeerAddresses } from "./client-ip";
import { loadEnv } from "./env";
import { createLogger } from "./logger";

/** `npm run dev`: the same server as production, with Vite's middleware and HMR in front. */
export async function startDevServer(vite: ViteDevServer) {
  const env = loadEnv({ NODE_ENV: "development", LOG_LEVEL: "debug", ...process.env });
  const logger = createLogger(env.LOG_LEVEL);
  const { database, appSecret } = await boot(env, logger);
  const app = createApp({
    env,
    database,
    logger,
    appSecret,
    mode: "development",
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
  rememberPeerAddresses(server);
  server.listen(env.PORT, env.HOST, () => logger.info({ url: `http://localhost:${env.PORT}` }, "dev server listening"));
}
