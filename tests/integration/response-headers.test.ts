import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { RequestFacts } from "#app/app-context.server";
import type { Runtime } from "#app/runtime/runtime.server";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { createApp } from "#server/app";
import { loadAppEntry } from "#server/app-entry";
import { loadEnv } from "#server/env";
import type { CachedPage } from "#server/page-cache";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database";
import { TEST_APP_SECRET, TEST_ORIGIN } from "#tests/support/test-app";

let database: TestDatabase;
let runtime: Runtime<CachedPage>;
let app: ReturnType<typeof createApp>;
let answeredBy: (url: string, facts: RequestFacts) => ReturnType<Runtime<CachedPage>["render"]>;
const answered: Response[] = [];

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await seedDemoContent(database.db);
  const env = loadEnv({ SITE_URL: TEST_ORIGIN, APP_SECRET: TEST_APP_SECRET });
  const logger = pino({ level: "silent" });
  runtime = await (await loadAppEntry()).createRuntime<CachedPage>(env, { logger, database });
  // The runtime's own answers, to compare with what the app hands the server.
  const render: typeof runtime.render = async (request, facts) => {
    const rendered = await runtime.render(request, facts);
    answered.push(rendered.response);
    return rendered;
  };
  answeredBy = (url, facts) => runtime.render(new Request(url), facts);
  app = createApp({ env, runtime: { ...runtime, render }, logger, clientDir: path.resolve("build/client"), addressWithoutSocket: "127.0.0.1" });
});

afterAll(async () => {
  // Its timers stop; the database it was given stays open for dispose().
  await runtime.close();
  await database.dispose();
});

it("adds the request id and security headers to the answer itself, not to a copy whose body would be sent as a stream", async () => {
  // A landing page asked for with its Turkish spelling: the runtime's 301 is the whole answer, which
  // no later step replaces (compression leaves a bodiless answer alone).
  const response = await app.request(`${TEST_ORIGIN}/dar%C4%B1ca-guvenlik-sistemleri`, { headers: { cookie: "karsilastirma=%5B1%5D" } });
  expect(response.status).toBe(301);
  expect(response.headers.get("location")).toBe("/darica-guvenlik-sistemleri");
  expect(response).toBe(answered.at(-1));
  expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
  // A request with a cookie is answered for one visitor only.
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(response.headers.get("vary")).toBe("Cookie");
});

it("takes a page rendered in one pass as the bytes the render made: the answer's body is never read back", async () => {
  const response = await app.request(`${TEST_ORIGIN}/kvkk`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
  expect(html).toContain("Kişisel Verilerin Korunması");
  // Reading it back would make @hono/node-server build an undici Response around the bytes.
  expect(answered.at(-1)!.bodyUsed).toBe(false);
});

it("gets the render's own answer back from React Router, which takes it as an answer without reading its body (patches/react-router+7.18.4.patch)", async () => {
  // @hono/node-server's lightweight Response builds a whole undici Response when its body or status
  // text is read; this one notes those reads instead.
  const reads: string[] = [];
  const NativeResponse = globalThis.Response;
  class WatchedResponse extends NativeResponse {
    override get body() {
      reads.push("body");
      return super.body;
    }
    override get statusText() {
      reads.push("statusText");
      return super.statusText;
    }
  }
  globalThis.Response = WatchedResponse;
  try {
    const facts = { clientIp: "127.0.0.1", requestId: "test", logger: pino({ level: "silent" }), cspNonce: undefined };
    const { response, html } = await answeredBy(`${TEST_ORIGIN}/kvkk`, facts);
    expect(response).toBeInstanceOf(WatchedResponse);
    expect(response.status).toBe(200);
    expect(html?.toString("utf8")).toContain("Kişisel Verilerin Korunması");
    expect(reads).toEqual([]);
  } finally {
    globalThis.Response = NativeResponse;
  }
});
