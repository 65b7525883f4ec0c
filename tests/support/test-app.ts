import path from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import type { Database } from "#app/db/client.server";
import { createApp } from "#server/app";
import { loadEnv } from "#server/env";

export const TEST_ORIGIN = "https://www.ornek-guvenlik.example";

/** The real Hono app over the production build, for HTTP tests through `app.request`. */
export async function createTestApp(database: Database) {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const app = createApp({
    env: loadEnv({ SITE_URL: TEST_ORIGIN }),
    database,
    logger: pino({ level: "silent" }),
    appSecret: "test-secret-test-secret-test-secret-1234",
    build,
    clientDir: path.resolve("build/client"),
  });
  return { app, request: (target: string, init?: RequestInit) => app.request(`${TEST_ORIGIN}${target}`, init) };
}
