// npm run audit:lighthouse: Lighthouse (from npm) in Debian's Chromium against the production
// server on a fresh embedded database. Prints each page's category scores and fails when one falls
// under its floor. AUDIT_ORIGIN=https://… audits a running site instead of starting one.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { startThrowawayServer } from "./throwaway-server.mjs";

/** Pages and the minimum score per category (0–100). Issue 7: SEO 100 on a page of each district family. */
const AUDITS = [
  { path: "/izmit-guvenlik-sistemleri", floors: { seo: 100 } },
  { path: "/gebze-guvenlik-sirketleri", floors: { seo: 100 } },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const server = process.env.AUDIT_ORIGIN ? { origin: process.env.AUDIT_ORIGIN, stop: () => {} } : await startThrowawayServer({ prefix: "lighthouse-" });
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
