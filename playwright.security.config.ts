import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * The browser half of `npm run test:security` (ADR 023): its own server and DATA_DIR, because the
 * XSS corpus it writes would disturb the other end-to-end tests. Same port (E2E_PORT): run it after test:e2e.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  ...base,
  testDir: "tests/security/browser",
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    ...(base.webServer as object),
    command: "rm -rf .security-e2e-data && node scripts/start.mjs",
    url: `http://localhost:${PORT}/healthz`,
    env: { ...(base.webServer as { env: Record<string, string> }).env, PORT: String(PORT), DATA_DIR: ".security-e2e-data" },
  },
});
