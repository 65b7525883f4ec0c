import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // A test's whole budget, not any one wait's: on a slower 2-core machine the longest flows (a product
  // created, edited and deleted; a page checked by axe twice) take 30 s, with every step passing.
  timeout: 60_000,
  // One wait's budget. An admin screen shows its heading only after its data arrives from the API: with
  // two workers on a slow 2-core machine that once took more than the default 5 s (the services editor).
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: {
    // A fresh embedded database with demo content for every run; `npm start` builds when stale.
    // A second admin (tests/e2e/admin-two-factor.spec.ts enrols it in 2FA) comes from `admin:create`.
    command:
      "rm -rf .e2e-data && node scripts/build-server.mjs && printf %s e2e-2fa-parola-uzun-67890 | " +
      "node build/app-server/admin-create.js --username e2e-2fa && node scripts/start.mjs",
    url: `http://localhost:${PORT}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: ".e2e-data",
      SEED_DEMO: "1",
      ADMIN_USERNAME: "e2e-admin",
      ADMIN_PASSWORD: "e2e-parola-uzun-12345",
      LOG_LEVEL: "warn",
      // tests/e2e/supplier-import.spec.ts serves its supplier shop on a loopback address.
      SUPPLIER_ALLOW_PRIVATE: "1",
      // tests/e2e/admin-leads.spec.ts posts its leads "from" other addresses through X-Forwarded-For,
      // so that the browser tests' lead forms (all from 127.0.0.1) stay within the per-IP limit.
      TRUST_PROXY: "127.0.0.1,::1",
      ...(process.env.E2E_DATABASE_URL
        ? { DATABASE_URL: process.env.E2E_DATABASE_URL, APP_SECRET: "e2e-secret-e2e-secret-e2e-secret-12345" }
        : {}),
    },
  },
});
