import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { createApp } from "./app";
import type { AppEntry } from "./app-entry";
import { rememberPeerAddresses } from "./client-ip";
import { loadEnv } from "./env";
import { createLogger } from "./logger";
import type { CachedPage } from "./page-cache";

/**
 * `npm run dev`: the same server as production, with Vite's middleware and HMR in front. The app's
 * entry and its React Router build come from Vite's module graph, so that each module exists once
 * there too; the build is asked for again on every request, to pick up edits.
 */
export async function startDevServer(vite: ViteDevServer) {
  const env = loadEnv({ NODE_ENV: "development", LOG_LEVEL: "debug", ...process.env });
  const logger = createLogger(env.LOG_LEVEL);
  const { createRuntime } = (await vite.ssrLoadModule("/app/runtime.server.ts")) as AppEntry;
  const runtime = await createRuntime<CachedPage>(env, {
    logger,
    mode: "development",
    build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
  const listener = getRequestListener(createApp({ env, runtime, logger }).fetch);
  const server = createServer((req, res) => vite.middlewares(req, res, () => listener(req, res)));
  rememberPeerAddresses(server);
  server.listen(env.PORT, env.HOST, () => logger.info({ url: `http://localhost:${env.PORT}` }, "dev server listening"));
}
