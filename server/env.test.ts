import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadEnv } from "./env";

describe("loadEnv", () => {
  it("applies the run contract's defaults", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATA_DIR).toBe(path.resolve("data"));
    expect(env.MEDIA_DIR).toBe(path.resolve("data/media"));
    expect(env.siteOrigin).toBe("http://localhost:3000");
    expect(env.seedDemo).toBe(true);
    expect(env.supplierAllowPrivate).toBe(false);
    expect(env.isHttps).toBe(false);
    expect(env.adminRequire2fa).toBe(false);
  });

  it("reads ADMIN_REQUIRE_2FA=1", () => {
    expect(loadEnv({ ADMIN_REQUIRE_2FA: "1" }).adminRequire2fa).toBe(true);
  });

  it("takes a connection cap, and a rate-limit multiplier only in a test run", () => {
    expect(loadEnv({}).MAX_CONNECTIONS).toBe(1000);
    expect(loadEnv({ MAX_CONNECTIONS: "50" }).MAX_CONNECTIONS).toBe(50);
    expect(loadEnv({}).DATABASE_POOL_SIZE).toBe(10);
    expect(loadEnv({ DATABASE_POOL_SIZE: "25" }).DATABASE_POOL_SIZE).toBe(25);
    expect(loadEnv({}).RATE_LIMIT_MULTIPLIER).toBe(1);
    expect(loadEnv({ NODE_ENV: "test", RATE_LIMIT_MULTIPLIER: "1000" }).RATE_LIMIT_MULTIPLIER).toBe(1000);
  });

  it("shares four renders at once among the server processes unless RENDER_CONCURRENCY says otherwise", () => {
    expect(loadEnv({}).RENDER_CONCURRENCY).toBe(4);
    expect(loadEnv({ DATABASE_URL: "postgres://x@localhost/db", APP_SECRET: "s".repeat(32), WEB_CONCURRENCY: "2" }).RENDER_CONCURRENCY).toBe(2);
    expect(loadEnv({ DATABASE_URL: "postgres://x@localhost/db", APP_SECRET: "s".repeat(32), WEB_CONCURRENCY: "8" }).RENDER_CONCURRENCY).toBe(1);
    expect(loadEnv({ DATABASE_URL: "postgres://x@localhost/db", APP_SECRET: "s".repeat(32), WEB_CONCURRENCY: "2", RENDER_CONCURRENCY: "6" }).RENDER_CONCURRENCY).toBe(6);
    expect(() => loadEnv({ RENDER_CONCURRENCY: "0" })).toThrow(/^Invalid environment variable RENDER_CONCURRENCY: must be an integer between 1 and 1000/);
  });

  it("derives the site origin and https from SITE_URL", () => {
    const env = loadEnv({ SITE_URL: "https://www.example.com.tr/", PORT: "8080" });
    expect(env.siteOrigin).toBe("https://www.example.com.tr");
    expect(env.isHttps).toBe(true);
  });

  it.each([
    [{ PORT: "abc" }, /^Invalid environment variable PORT: .*"abc"/],
    [{ PORT: "70000" }, /^Invalid environment variable PORT:/],
    [{ SEED_DEMO: "yes" }, /^Invalid environment variable SEED_DEMO:/],
    [{ MAX_CONNECTIONS: "0" }, /^Invalid environment variable MAX_CONNECTIONS: must be an integer between 1 and 100000/],
    [{ DATABASE_POOL_SIZE: "0" }, /^Invalid environment variable DATABASE_POOL_SIZE: must be an integer between 1 and 200/],
    [{ RATE_LIMIT_MULTIPLIER: "100" }, /^Invalid environment variable RATE_LIMIT_MULTIPLIER: is only allowed with NODE_ENV=test/],
    [{ WEB_CONCURRENCY: "2" }, /^Invalid environment variable WEB_CONCURRENCY: above 1 needs DATABASE_URL/],
    [{ WEB_CONCURRENCY: "0" }, /^Invalid environment variable WEB_CONCURRENCY: must be an integer between 1 and 64 \(got "0"\)/],
    [{ RATE_LIMIT_MULTIPLIER: "100", NODE_ENV: "production" }, /^Invalid environment variable RATE_LIMIT_MULTIPLIER: is only allowed with NODE_ENV=test/],
    [{ SITE_URL: "ftp://x" }, /^Invalid environment variable SITE_URL:/],
    [{ DATABASE_URL: "mysql://x" }, /^Invalid environment variable DATABASE_URL:/],
    [{ ADMIN_USERNAME: "yonetici" }, /^Invalid environment variable ADMIN_PASSWORD:/],
    [{ ADMIN_REQUIRE_2FA: "yes" }, /^Invalid environment variable ADMIN_REQUIRE_2FA:/],
    [{ TRUST_PROXY: "my-proxy" }, /^Invalid environment variable TRUST_PROXY:/],
    [{ DATABASE_URL: "postgres://localhost/site" }, /^Invalid environment variable APP_SECRET:/],
    [{ LEAD_WEBHOOK_URL: "https://crm.example/hook" }, /^Invalid environment variable LEAD_WEBHOOK_SECRET: is required when LEAD_WEBHOOK_URL is set/],
    [{ LEAD_WEBHOOK_URL: "https://crm.example/hook", LEAD_WEBHOOK_SECRET: "kisa" }, /^Invalid environment variable LEAD_WEBHOOK_SECRET: must be at least 32 characters$/],
    [{ LEAD_WEBHOOK_URL: "ftp://crm.example/hook" }, /^Invalid environment variable LEAD_WEBHOOK_URL: must be an http\(s\) URL$/],
    [{ LEAD_WEBHOOK_ALLOW_PRIVATE: "yes" }, /^Invalid environment variable LEAD_WEBHOOK_ALLOW_PRIVATE:/],
  ])("rejects %o with a one-line message naming the variable", (source, message) => {
    let error: unknown;
    try {
      loadEnv(source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("\n");
  });

  it("reads the lead webhook only with its secret; private addresses stay refused unless allowed", () => {
    expect(loadEnv({}).leadWebhook).toBeNull();
    const secret = "w".repeat(32);
    expect(loadEnv({ LEAD_WEBHOOK_URL: "https://crm.example/hook", LEAD_WEBHOOK_SECRET: secret }).leadWebhook).toEqual({ url: "https://crm.example/hook", secret, allowPrivate: false });
    expect(loadEnv({ LEAD_WEBHOOK_URL: "http://10.0.0.5/hook", LEAD_WEBHOOK_SECRET: secret, LEAD_WEBHOOK_ALLOW_PRIVATE: "1" }).leadWebhook?.allowPrivate).toBe(true);
  });

  it("never echoes secret values in the message", () => {
    expect(() => loadEnv({ ADMIN_PASSWORD: "gizli-parola-12345" })).toThrow(/^(?!.*gizli)/);
  });
});
