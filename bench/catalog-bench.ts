/*
 * npm run bench:catalog (docs/decisions/008-catalogue-benchmark.md, 027): seeds 50,000 products into a
 * scratch database, then times uncached renders of four catalogue URLs through the real Hono app
 * (`createApp(...).request`, no sockets) over the production build's runtime, with PAGE_CACHE=off,
 * on PGlite and, when DATABASE_URL is set, on PostgreSQL. A response that came from a cache stops
 * the run: the figures are renders.
 */
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { createDb, PGLITE_THREAD_FILE, type Database } from "#app/db/client.server";
import { products } from "#app/db/schema/catalog";
import { publicProductsWhere } from "#app/features/catalog/catalog.server";
import { createApp } from "#server/app";
import { loadAppEntry } from "#server/app-entry";
import { loadEnv } from "#server/env";
import type { CachedPage } from "#server/page-cache";
import { createScratchPostgres, seedBenchProducts } from "./bench-data";

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
/** Issue 18's p50 targets at 50,000 products. */
const TARGETS_MS = { floor: 4, detail: 5, list: 15, search: 25 };

type Row = { url: string; kind: keyof typeof TARGETS_MS | "api"; p50: number; p95: number; mean: number; status: number };

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** The app as measured: the production server's, over `database`, with the page cache off. */
async function uncachedApp(database: Database) {
  const env = loadEnv({ SITE_URL: "http://bench.local", PAGE_CACHE: "off", APP_SECRET: "bench-secret-bench-secret-bench-secret" });
  const logger = pino({ level: "silent" });
  const runtime = await (await loadAppEntry()).createRuntime<CachedPage>(env, { logger, database });
  return createApp({ env, runtime, logger, addressWithoutSocket: "127.0.0.1" });
}

/**
 * Times `runs` requests of `url` after `warmup` untimed ones. Throws when a response came from a
 * cache (X-Cache: HIT), so that an "uncached" figure is always a render.
 */
export async function timeRenders(app: { request: (url: string) => Response | Promise<Response> }, url: string, { warmup, runs }: { warmup: number; runs: number }) {
  let status = 0;
  const time = async () => {
    const started = performance.now();
    const response = await app.request(`http://bench.local${url}`);
    await response.arrayBuffer();
    status = response.status;
    if (response.headers.get("x-cache") === "HIT") throw new Error(`${url} came from the page cache: the benchmark must time renders`);
    return performance.now() - started;
  };
  for (let i = 0; i < warmup; i += 1) await time();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) samples.push(await time());
  samples.sort((a, b) => a - b);
  return { status, p50: percentile(samples, 50), p95: percentile(samples, 95), mean: samples.reduce((sum, value) => sum + value, 0) / samples.length };
}

async function measure(database: Database): Promise<Row[]> {
  const app = await uncachedApp(database);
  const [detail] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .offset(Math.floor(PRODUCT_COUNT / 2))
    .limit(1);
  const targets: Pick<Row, "url" | "kind">[] = [
    { url: "/urunler?category=cctv-guvenlik-cozumleri&page=3", kind: "list" },
    { url: "/urunler?q=kamera", kind: "search" },
    { url: `/urun/${detail!.id}`, kind: "detail" },
    { url: "/api/products?page=1", kind: "api" },
    // A page with no catalogue query: the cost of rendering the layout and a page.
    { url: "/hakkimizda", kind: "floor" },
  ];
  const rows: Row[] = [];
  for (const target of targets) rows.push({ ...target, ...(await timeRenders(app, target.url, { warmup: WARMUP, runs: RUNS })) });
  return rows;
}

const misses: string[] = [];

function printTable(label: string, seedMs: number, rows: Row[]) {
  console.log(`\n${label}: ${PRODUCT_COUNT.toLocaleString("en")} products (seeded in ${(seedMs / 1000).toFixed(1)} s), ${RUNS} runs per URL after ${WARMUP} warm-up runs`);
  console.log("Page cache off (PAGE_CACHE=off): every request is rendered, and a cached answer would stop the run.");
  console.log("| URL | status | p50 ms | p95 ms | mean ms | target p50 |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) {
    if (row.kind !== "api" && row.p50 >= TARGETS_MS[row.kind]) misses.push(`${label} ${row.url}: p50 ${row.p50.toFixed(1)} ms ≥ ${TARGETS_MS[row.kind]} ms`);
    const target = row.kind === "api" ? "-" : `< ${TARGETS_MS[row.kind]} ms ${row.p50 < TARGETS_MS[row.kind] ? "met" : "MISSED"}`;
    console.log(`| ${row.url} | ${row.status} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.mean.toFixed(1)} | ${target} |`);
  }
}

/**
 * BENCH_EXPLAIN=1: the plans of a page and of the count of each filter, with the WHERE clause the
 * catalogue itself builds (`publicProductsWhere`), so the plans are those of the measured queries.
 */
async function explain(database: Database) {
  if (!process.env.BENCH_EXPLAIN) return;
  for (const filters of [{ category: "cctv-guvenlik-cozumleri" }, { brand: "Optivizyon" }, { q: "kamera" }]) {
    const where = await publicProductsWhere(database.db, filters);
    for (const query of [
      sql`explain analyze select ${products.id} from ${products} where ${where} order by ${products.id} limit 24 offset 48`,
      sql`explain analyze select count(*) from ${products} where ${where}`,
    ]) {
      const result = await database.db.execute(query);
      console.log(`${JSON.stringify(filters)}\n${result.rows.map((row) => Object.values(row)[0]).join("\n")}\n`);
    }
  }
}

export async function runBench() {
  if (process.env.NODE_ENV !== "production") throw new Error("NODE_ENV must be production: the figures are for production React, not its development build.");

  // BENCH_SKIP_PGLITE=1 measures PostgreSQL only; BENCH_KEEP=1 keeps its scratch database for EXPLAIN.
  if (!process.env.BENCH_SKIP_PGLITE) {
    // As the production server runs it: PGlite on its own thread (ADR 031).
    const pglite = await createDb({ pgliteThread: { entry: path.resolve(PGLITE_THREAD_FILE) } });
    try {
      await pglite.migrate();
      const seedMs = await seedBenchProducts(pglite, PRODUCT_COUNT);
      await explain(pglite);
      printTable("PGlite (in memory, on its own thread)", seedMs, await measure(pglite));
    } finally {
      await pglite.close();
    }
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log("\nDATABASE_URL is not set: PostgreSQL skipped.");
    return misses;
  }
  const scratch = await createScratchPostgres(adminUrl);
  try {
    const postgres = await createDb({ databaseUrl: scratch.url, maxConnections: 4 });
    try {
      await postgres.migrate();
      const seedMs = await seedBenchProducts(postgres, PRODUCT_COUNT);
      await explain(postgres);
      printTable(`PostgreSQL (scratch database ${scratch.name})`, seedMs, await measure(postgres));
    } finally {
      await postgres.close();
    }
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept ${scratch.name}`);
    else await scratch.drop();
  }
  return misses;
}
