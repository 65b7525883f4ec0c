// npm run bench:soak (issue 10, docs/decisions/019): mixed traffic on loopback against the
// production server on a throwaway PGlite DATA_DIR with demo content (and on a scratch PostgreSQL
// database when DATABASE_URL is set): public pages, public API reads, contact messages kept under
// the per-IP limit (distinct X-Forwarded-For, TRUST_PROXY=127.0.0.1) and admin product edits
// through a signed-in session. Prints requests, errors, p50/p99 per kind, and the server's RSS
// sampled every 10 s. Goal: 0 errors and flat memory.
//   npm run bench:soak -- --duration 600 --rate 50 --concurrency 8
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { ensureFreshBuild, importBenchModule, numberOption, percentile, rssMb, sitemapPaths, startServer } from "./bench-support.mjs";

const { values } = parseArgs({ options: { duration: { type: "string" }, rate: { type: "string" }, concurrency: { type: "string" } } });
const DURATION_S = numberOption(values, "duration", 600);
const RATE = numberOption(values, "rate", 50);
const CONCURRENCY = numberOption(values, "concurrency", 8);
const RSS_EVERY_MS = 10_000;
const ADMIN_EDIT_EVERY_MS = 5_000;
/** The contact limit is 5 per IP per 10 minutes: one message every 20 s over 10 addresses is 3 per IP per 10 minutes. */
const CONTACT_EVERY_MS = 20_000;
const CONTACT_IPS = Array.from({ length: 10 }, (_, index) => `198.51.100.${index + 1}`);
const ADMIN = { username: "soak-admin", password: randomBytes(18).toString("base64url") };

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** Requests per kind: latencies, and the unexpected answers (status ≥ 400 or no answer) by status. */
function createStats() {
  const kinds = new Map();
  return {
    kinds,
    async time(kind, send) {
      const entry = kinds.get(kind) ?? { latencies: [], errors: new Map() };
      kinds.set(kind, entry);
      const started = performance.now();
      let status;
      let body;
      try {
        const response = await send();
        body = await response.text();
        status = response.status;
      } catch (error) {
        status = `network error (${error.cause?.code ?? error.message})`;
      }
      entry.latencies.push(performance.now() - started);
      if (typeof status !== "number" || status >= 400) entry.errors.set(status, (entry.errors.get(status) ?? 0) + 1);
      return typeof status === "number" && status < 400 ? body : undefined;
    },
  };
}

/** Public pages and API reads, picked at random, paced to RATE req/s over CONCURRENCY workers. */
async function readTraffic(origin, stats, until) {
  const paths = await sitemapPaths(origin);
  const productIds = paths.filter((page) => page.startsWith("/urun/")).map((page) => page.slice("/urun/".length));
  const posts = paths.filter((page) => /^\/blog\/[^/]+$/.test(page));
  const pages = () => pick([pick(paths), pick(paths), "/", "/urunler", `/urunler?page=2`, "/urunler?q=kamera", `/urun/${pick(productIds)}`, pick(posts)]);
  const apis = () => pick(["/api/products?page=1", "/api/products?page=2&category=cctv-guvenlik-cozumleri", `/api/products/${pick(productIds)}`, "/api/brands", "/api/blog"]);
  const interval = 1000 / RATE;
  let nextAt = performance.now();
  const worker = async () => {
    for (;;) {
      const slot = nextAt;
      nextAt += interval;
      const wait = slot - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (Date.now() >= until) return;
      const api = Math.random() < 0.35;
      const target = api ? apis() : pages();
      await stats.time(api ? "API reads" : "public pages", () => fetch(`${origin}${target}`));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** A message every CONTACT_EVERY_MS, round-robin over CONTACT_IPS, sent the way the browser form sends it. */
async function contactTraffic(origin, stats, until) {
  for (let sent = 0; Date.now() < until; sent += 1) {
    await stats.time("contact posts", () =>
      fetch(`${origin}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, "x-forwarded-for": CONTACT_IPS[sent % CONTACT_IPS.length] },
        body: JSON.stringify({ name: "Yük Testi", email: `soak${sent}@example.com`, subject: "teknik-destek", message: `Dayanıklılık testi mesajı ${sent}.` }),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, Math.min(CONTACT_EVERY_MS, Math.max(0, until - Date.now()))));
  }
}

/** Signs in like the login form, creates a product, then edits it every ADMIN_EDIT_EVERY_MS with the updatedAt it got back. */
async function adminTraffic(origin, stats, until) {
  const send = (method, target, body, cookie) =>
    fetch(`${origin}${target}`, {
      method,
      headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const login = await send("POST", "/api/auth/login", ADMIN);
  if (login.status !== 200) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const product = {
    name: "Dayanıklılık Testi Kamerası",
    description: "Yük testi sırasında düzenlenen ürün.",
    category: "cctv-guvenlik-cozumleri",
    subcategory: "ip-kameralar",
    brand: "optivizyon",
    features: ["IP67"],
    specifications: { Çözünürlük: "1920 × 1080" },
    isActive: true,
  };
  const created = await stats.time("admin edits", () => send("POST", "/api/admin/products", product, cookie));
  if (!created) throw new Error("the admin could not create the soak product");
  let current = JSON.parse(created);
  for (let edit = 1; Date.now() < until; edit += 1) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(ADMIN_EDIT_EVERY_MS, Math.max(0, until - Date.now()))));
    const body = await stats.time("admin edits", () =>
      send("PUT", `/api/admin/products/${current.id}`, { ...product, name: `${product.name} ${edit}`, updatedAt: current.updatedAt }, cookie),
    );
    if (body) current = JSON.parse(body);
  }
}

async function soak(label, env) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "soak-"));
  const server = await startServer({
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: "127.0.0.1",
    ...env,
  });
  const rss = [{ seconds: 0, mb: rssMb(server.pid) }];
  const started = Date.now();
  const sampler = setInterval(() => rss.push({ seconds: Math.round((Date.now() - started) / 1000), mb: rssMb(server.pid) }), RSS_EVERY_MS);
  const stats = createStats();
  let ended;
  try {
    const until = started + DURATION_S * 1000;
    await Promise.all([readTraffic(server.origin, stats, until), contactTraffic(server.origin, stats, until), adminTraffic(server.origin, stats, until)]);
    rss.push({ seconds: Math.round((Date.now() - started) / 1000), mb: rssMb(server.pid) });
  } finally {
    clearInterval(sampler);
    ended = server.ended();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const loggedErrors = server.loggedErrors();
  printReport(label, server.coldStartMs, stats, rss);
  console.log(`Errors the server logged (pino level ≥ 50, e.g. a failed deferred list on a page that still answered 200): ${loggedErrors}`);
  if (ended !== null) console.log(`The server ENDED before the stop (${ended})`);
  const answered = [...stats.kinds.values()].reduce((sum, entry) => sum + [...entry.errors.values()].reduce((a, b) => a + b, 0), 0);
  return answered + loggedErrors + (ended === null ? 0 : 1);
}

function printReport(label, coldStartMs, stats, rss) {
  console.log(`\n${label}: ${DURATION_S} s, target ${RATE} req/s of reads over ${CONCURRENCY} connections, cold start ${coldStartMs.toFixed(0)} ms`);
  console.log("| traffic | requests | errors | p50 ms | p99 ms |");
  console.log("|---|---|---|---|---|");
  const all = [];
  let errorTotal = 0;
  for (const [kind, entry] of stats.kinds) {
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    all.push(...sorted);
    const errors = [...entry.errors.values()].reduce((sum, count) => sum + count, 0);
    errorTotal += errors;
    const detail = errors ? ` (${[...entry.errors].map(([status, count]) => `${status}: ${count}`).join(", ")})` : "";
    console.log(`| ${kind} | ${sorted.length} | ${errors}${detail} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} |`);
  }
  all.sort((a, b) => a - b);
  console.log(`| all | ${all.length} | ${errorTotal} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 99).toFixed(1)} |`);
  const max = Math.max(...rss.map((sample) => sample.mb));
  console.log(`RSS every ${RSS_EVERY_MS / 1000} s (MB):`);
  for (const sample of rss) console.log(`  ${String(sample.seconds).padStart(4)} s ${sample.mb.toFixed(1).padStart(7)} ${"#".repeat(Math.round((sample.mb / max) * 40))}`);
  const first = rss[0].mb;
  const last = rss.at(-1).mb;
  console.log(`RSS start ${first.toFixed(1)} MB, end ${last.toFixed(1)} MB (${last >= first ? "+" : ""}${(last - first).toFixed(1)} MB), max ${max.toFixed(1)} MB`);
}

ensureFreshBuild();
let errors = await soak("PGlite (throwaway DATA_DIR)", {});
if (process.env.DATABASE_URL) {
  const { createScratchPostgres } = await importBenchModule("bench-data");
  const database = await createScratchPostgres(process.env.DATABASE_URL);
  try {
    errors += await soak(`PostgreSQL (scratch database ${database.name})`, { DATABASE_URL: database.url, APP_SECRET: randomBytes(48).toString("base64") });
  } finally {
    await database.drop();
  }
} else {
  console.log("\nDATABASE_URL is not set: PostgreSQL skipped.");
}
process.exit(errors ? 1 : 0);
