// npm run audit:lighthouse: Lighthouse (from npm) in Debian's Chromium against the production
// server on a fresh embedded database. Prints each page's category scores and fails when one falls
// under its floor. AUDIT_ORIGIN=https://… audits a running site instead of starting one.
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { isBuildStale } from "./build-stamp.mjs";

/** Pages and the minimum score per category (0–100). Issue 7: SEO 100 on a page of each district family. */
const AUDITS = [
  { path: "/izmit-guvenlik-sistemleri", floors: { seo: 100 } },
  { path: "/gebze-guvenlik-sirketleri", floors: { seo: 100 } },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function startServer() {
  if (isBuildStale()) execSync("npm run build", { stdio: "inherit" });
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  const child = spawn(process.execPath, ["build/app-server/main.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "1", LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (tries > 300) throw new Error("the server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, stop: () => (child.kill("SIGTERM"), rmSync(dataDir, { recursive: true, force: true })) };
}

const server = process.env.AUDIT_ORIGIN ? { origin: process.env.AUDIT_ORIGIN, stop: () => {} } : await startServer();
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
let failed = false;
try {
  for (const audit of AUDITS) {
    const result = await lighthouse(`${server.origin}${audit.path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]));
    console.log(`${audit.path}  ${CATEGORIES.map((id) => `${id} ${scores[id]}`).join("  ")}`);
    for (const [category, floor] of Object.entries(audit.floors)) {
      if (scores[category] < floor) {
        failed = true;
        const failing = Object.values(result.lhr.audits).filter((item) => item.score !== null && item.score < 1 && result.lhr.categories[category].auditRefs.some((ref) => ref.id === item.id && ref.weight > 0));
        console.error(`  ${category} ${scores[category]} < ${floor}: ${failing.map((item) => item.id).join(", ")}`);
      }
    }
  }
} finally {
  await chrome.kill();
  server.stop();
}
process.exit(failed ? 1 : 0);
