import path from "node:path";
import pino, { type Logger } from "pino";
import { afterAll, beforeAll, describe } from "vitest";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { users } from "#app/db/schema/auth";
import type { Database, Db } from "#app/db/client.server";
import type { StaffRole } from "#app/domain/staff-roles";
import { hashPassword } from "#app/features/auth/password.server";
import { createApp } from "#server/app";
import { loadAppEntry } from "#server/app-entry";
import { loadEnv } from "#server/env";
import type { CachedPage } from "#server/page-cache";
import { createPageCacheHitHandler, type HitRequest, type HitResponse } from "#server/page-cache-hits";
import { createRedirectHandler } from "#server/redirect-hits";
import { createTestDatabase, databaseKinds, type DatabaseKind, type TestDatabase } from "#tests/setup/test-database";

export const TEST_ORIGIN = "https://www.ornek-guvenlik.example";
export const ADMIN = { username: "yonetici", password: "dogru-parola-12345" };
/** The APP_SECRET of the test apps, for tests that sign tokens themselves. */
export const TEST_APP_SECRET = "test-secret-test-secret-test-secret-1234";

type TestAppOptions = { logger?: Logger; build?: Parameters<Awaited<ReturnType<typeof loadAppEntry>>["createRuntime"]>[1]["build"] };

/**
 * The production server over `database`, in process: the app's runtime from the production build
 * (which the caller's database is handed to) and the host's Hono app in front. `request` takes the
 * way a request takes in production: a page-cache hit is answered by the host's hit path, anything
 * else by the Hono app.
 */
export async function createAppOver(database: Database, env: Record<string, string> = {}, { logger = pino({ level: "silent" }), build }: TestAppOptions = {}) {
  const config = loadEnv({ SITE_URL: TEST_ORIGIN, APP_SECRET: TEST_APP_SECRET, ...env });
  const { createRuntime } = await loadAppEntry();
  const runtime = await createRuntime<CachedPage>(config, { logger, database, ...(build ? { build } : {}) });
  const app = createApp({ env: config, runtime, logger, clientDir: path.resolve("build/client"), addressWithoutSocket: "127.0.0.1" });
  const serveHit = createPageCacheHitHandler(runtime.pageCache, logger);
  const serveRedirect = createRedirectHandler(runtime.redirects, config.isHttps);
  const request = async (target: string, init?: RequestInit): Promise<Response> => {
    const url = `${TEST_ORIGIN}${target}`;
    return hostAnswer(serveHit, new Request(url, init)) ?? hostAnswer(serveRedirect, new Request(url, init)) ?? app.request(url, init);
  };
  return { app, runtime, request };
}

/** React Router's server build, as the production build holds it (a chunk of the app's entry). */
export async function loadServerBuild() {
  return (await loadAppEntry()).loadServerBuild();
}

/** The real server on a fresh seeded database (PGlite unless `kind` says otherwise), with one admin user. */
export async function createTestApp(env: Record<string, string> = {}, { kind = "pglite", ...options }: TestAppOptions & { kind?: DatabaseKind } = {}) {
  const database: TestDatabase = await createTestDatabase(kind);
  await seedDemoContent(database.db);
  const [admin] = await database.db
    .insert(users)
    .values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) })
    .returning({ id: users.id });
  return { ...(await createAppOver(database, env, options)), database, adminId: admin!.id };
}

/** Drives one of the host's node:http paths (a page-cache hit, a redirect) with a Web Request; undefined when it leaves the request to the app. */
function hostAnswer(serveHit: (request: HitRequest, response: HitResponse) => boolean, request: Request): Response | undefined {
  const url = new URL(request.url);
  const incoming: HitRequest = { method: request.method, url: url.pathname + url.search, headers: Object.fromEntries(request.headers) };
  let status = 0;
  let headerList: string[] = [];
  let body: Buffer | undefined;
  const served = serveHit(incoming, {
    writeHead(code, list) {
      status = code;
      headerList = [...list];
    },
    end(chunk) {
      body = chunk;
    },
  });
  if (!served) return undefined;
  const headers = new Headers();
  for (let index = 0; index < headerList.length; index += 2) headers.append(headerList[index]!, headerList[index + 1]!);
  return new Response(body ? new Uint8Array(body) : null, { status, headers });
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
 * The set-up an HTTP suite shares: where it is called (a file or a describe block) it registers the
 * hooks that make a fresh database of `kind`, seed the demo content and the admin user, start the
 * production server over it and sign in, and dispose of the database afterwards. Tests read
 * `ctx.request`, `ctx.send`, `ctx.cookie`, `ctx.database` and `ctx.adminId`; a `beforeAll` of the
 * suite registered after this call runs after it, so it may add rows.
 */
export function signedInTestApp({ kind = "pglite", env = {}, ...options }: TestAppOptions & { kind?: DatabaseKind; env?: Record<string, string> } = {}) {
  let app: Awaited<ReturnType<typeof createTestApp>> | undefined;
  let cookie = "";
  beforeAll(async () => {
    app = await createTestApp(env, { kind, ...options });
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
      return current().app;
    },
    get runtime() {
      return current().runtime;
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

export type SignedInTestApp = ReturnType<typeof signedInTestApp>;

/**
 * `suite` once per database kind (PGlite; PostgreSQL too when TEST_DATABASE_URL is set), each run
 * over its own {@link signedInTestApp}.
 */
export function describeSignedIn(
  name: string,
  suite: (ctx: SignedInTestApp) => void,
  options: TestAppOptions & { env?: Record<string, string> } = {},
) {
  for (const kind of databaseKinds()) describe(`${name} [${kind}]`, () => suite(signedInTestApp({ kind, ...options })));
}

/** The staff of the role tests: one person per role, each with the test password. */
export const STAFF: Record<StaffRole, { username: string; password: string; name: string }> = {
  owner: { username: ADMIN.username, password: ADMIN.password, name: "Ayşe Yılmaz" },
  editor: { username: "editor", password: "editor-parola-12345", name: "Emre Çelik" },
  sales: { username: "satis", password: "satis-parola-12345", name: "Şule Öztürk" },
};

/** Adds a staff user with a role (the owner already exists in a test app); returns its id. */
export async function addStaffUser(db: Db, role: StaffRole, person = STAFF[role]) {
  const [row] = await db
    .insert(users)
    .values({ username: person.username, name: person.name, role, passwordHash: await hashPassword(person.password) })
    .returning({ id: users.id });
  return row!.id;
}
