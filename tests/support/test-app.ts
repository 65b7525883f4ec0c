import path from "node:path";
import { pathToFileURL } from "node:url";
import pino, { type Logger } from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { users } from "#app/db/schema/auth";
import type { Database } from "#app/db/client.server";
import { hashPassword } from "#app/features/auth/password.server";
import { createApp } from "#server/app";
import { loadEnv } from "#server/env";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database";

export const TEST_ORIGIN = "https://www.ornek-guvenlik.example";
export const ADMIN = { username: "yonetici", password: "dogru-parola-12345" };
/** The APP_SECRET of the test apps, for tests that sign tokens themselves. */
export const TEST_APP_SECRET = "test-secret-test-secret-test-secret-1234";

/** The real server factory on a fresh seeded PGlite database, with one admin user. */
export async function createTestApp(env: Record<string, string> = {}, { logger }: { logger?: Logger } = {}) {
  const database: TestDatabase = await createTestDatabase("pglite");
  await seedDemoContent(database.db);
  const [admin] = await database.db
    .insert(users)
    .values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) })
    .returning({ id: users.id });
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const app = createApp({
    env: loadEnv({ SITE_URL: TEST_ORIGIN, ...env }),
    database,
    logger: logger ?? pino({ level: "silent" }),
    appSecret: TEST_APP_SECRET,
    build,
    clientDir: path.resolve("build/client"),
    addressWithoutSocket: "127.0.0.1",
  });
  const request = async (target: string, init?: RequestInit): Promise<Response> => app.request(`${TEST_ORIGIN}${target}`, init);
  return { app, database, request, adminId: admin!.id };
}

/** Signs in and returns the `name=value` cookie pair to send back. */
export async function signIn(
  request: (target: string, init?: RequestInit) => Promise<Response>,
  credentials = ADMIN,
  headers: Record<string, string> = {},
) {
  const response = await request("/api/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(credentials),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return cookiePair(response);
}

export function cookiePair(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0]!;
}

/** The real Hono app over an existing database (the caller seeds and disposes it). */
export async function createAppOver(database: Database, env: Record<string, string> = {}, { logger }: { logger?: Logger } = {}) {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const app = createApp({
    env: loadEnv({ SITE_URL: TEST_ORIGIN, ...env }),
    database,
    logger: logger ?? pino({ level: "silent" }),
    appSecret: TEST_APP_SECRET,
    build,
    clientDir: path.resolve("build/client"),
    addressWithoutSocket: "127.0.0.1",
  });
  return { app, request: async (target: string, init?: RequestInit): Promise<Response> => app.request(`${TEST_ORIGIN}${target}`, init) };
}

/** Over an existing database (the caller disposes it): the demo content, the admin user, the real app, signed in. */
export async function seededAppOver(database: Database, env: Record<string, string> = {}) {
  await seedDemoContent(database.db);
  await database.db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
  const { app, request } = await createAppOver(database, env);
  const cookie = await signIn(request);
  return { app, request, cookie, send: jsonSender(request, () => cookie) };
}

/** A JSON request with the given session cookie: `send("PUT", "/api/admin/…", body)`. */
export function jsonSender(request: (target: string, init?: RequestInit) => Promise<Response>, cookie: () => string) {
  return (method: string, path: string, body?: unknown) =>
    request(path, {
      method,
      headers: { cookie: cookie(), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/**
 * One test app for a whole file, signed in as the admin: `const ctx = signedInTestAppForFile()`, then
 * `ctx.request`, `ctx.cookie`, `ctx.send` inside the tests. Disposed after the file.
 */
export function signedInTestAppForFile(env: Record<string, string> = {}) {
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined;
  let cookie = "";
  beforeAll(async () => {
    app = await createTestApp(env);
    cookie = await signIn(app.request);
  });
  afterAll(async () => {
    await app?.database.dispose();
  });
  const current = () => {
    if (!app) throw new Error("test app not ready");
    return app;
  };
  return {
    get app() {
      return current();
    },
    get database() {
      return current().database;
    },
    get adminId() {
      return current().adminId;
    },
    get cookie() {
      return cookie;
    },
    request: (target: string, init?: RequestInit) => current().request(target, init),
    send: jsonSender((target, init) => current().request(target, init), () => cookie),
  };
}
