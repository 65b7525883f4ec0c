// npm run audit:lighthouse (issue 9): Lighthouse (from npm, mobile preset) in Debian's Chromium
// against the production server on a fresh embedded database with demo content, on 8 key pages.
// Prints scores and the three lab metrics per page, explains each missed budget with the failing
// audits and their items, and exits 1 when one is missed. AUDIT_ORIGIN=https://… audits a running
// site instead of starting one.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureFreshBuild, sitemapPaths, startServer } from "./bench-support.mjs";

/** Minimum score (0–100) per category on every page (issue 9). */
const BUDGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const CATEGORIES = Object.keys(BUDGETS);
const METRICS = [
  { id: "largest-contentful-paint", label: "LCP ms", format: (value) => Math.round(value) },
  { id: "total-blocking-time", label: "TBT ms", format: (value) => Math.round(value) },
  { id: "cumulative-layout-shift", label: "CLS", format: (value) => value.toFixed(3) },
];

/** The 8 key pages; the product and the post are the first of each in the running site's sitemap. */
async function keyPages(origin) {
  const paths = await sitemapPaths(origin);
  const first = (pattern, what) => {
    const found = paths.find((pathname) => pattern.test(pathname));
    if (!found) throw new Error(`no ${what} in ${origin}/sitemap.xml`);
    return found;
  };
  return ["/", "/urunler", first(/^\/urun\/[^/]+$/, "product"), "/hdd-hesaplama", "/blog", first(/^\/blog\/[^/]+$/, "blog post"), "/izmit-guvenlik-sistemleri", "/iletisim"];
}

async function startAuditedServer() {
  ensureFreshBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "1" });
  return {
    origin: server.origin,
    stop: async () => {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The audits that cost a category points, with Lighthouse's own words and the first items it names. */
function explainMiss(lhr, category) {
  const refs = lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0);
  const lines = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    lines.push(`    - ${audit.id} (score ${audit.score}, weight ${ref.weight}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}`);
    for (const item of (audit.details?.items ?? []).slice(0, 3)) {
      const where = item.node?.snippet ?? item.url ?? item.source?.url ?? item.label ?? "";
      const why = item.node?.explanation ?? item.wastedMs ?? item.wastedBytes ?? "";
      if (where || why) lines.push(`        ${String(where).slice(0, 160)}${why ? `  (${String(why).replace(/\s+/g, " ").slice(0, 200)})` : ""}`);
    }
  }
  return lines;
}

const server = process.env.AUDIT_ORIGIN ? { origin: process.env.AUDIT_ORIGIN, stop: async () => {} } : await startAuditedServer();
let chrome;
let version = "";
const rows = [];
const misses = [];
try {
  const pages = await keyPages(server.origin);
  chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  for (const page of pages) {
    // The default config is Lighthouse's mobile preset: Moto G Power viewport, simulated slow 4G and 4× CPU slowdown.
    const { lhr } = await lighthouse(`${server.origin}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    version = lhr.lighthouseVersion;
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
    rows.push([page, ...CATEGORIES.map((id) => scores[id]), ...METRICS.map((metric) => metric.format(lhr.audits[metric.id]?.numericValue ?? NaN))]);
    for (const category of CATEGORIES) {
      if (scores[category] < BUDGETS[category]) misses.push([`${page}: ${category} ${scores[category]} < ${BUDGETS[category]}`, ...explainMiss(lhr, category)]);
    }
    console.error(`audited ${page}`);
    if (lhr.runtimeError) misses.push([`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`]);
  }
} finally {
  await chrome?.kill();
  await server.stop();
}

console.log(`\nLighthouse ${version}, mobile preset, ${server.origin}`);
console.log(`| page | ${["Performance", "Accessibility", "Best Practices", "SEO", ...METRICS.map((metric) => metric.label)].join(" | ")} |`);
console.log(`|---|${"---|".repeat(CATEGORIES.length + METRICS.length)}`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
console.log(`Budgets: ${CATEGORIES.map((id) => `${id} ≥ ${BUDGETS[id]}`).join(", ")}`);
if (misses.length) {
  console.error("\nMissed budgets:");
  for (const lines of misses) console.error(lines.join("\n"));
}
process.exit(misses.length ? 1 : 0);
