/*
 * npm run bench:catalog (docs/decisions/008-catalogue-benchmark.md): seeds 50,000 products into a
 * scratch database, then times uncached renders of four catalogue URLs through the real Hono app
 * (`createApp(...).request`, no sockets), on PGlite and, when DATABASE_URL is set, on PostgreSQL.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { asc, eq, sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { createDb, type Database } from "#app/db/client.server";
import { products } from "#app/db/schema/catalog";
import { DEMO_BRANDS } from "#app/db/seed/demo-brands";
import { demoProductRows, seedDemoContent } from "#app/db/seed/seed.server";
import { productSearchText } from "#app/lib/catalog-matching";
import { createApp } from "#server/app";
import { loadEnv } from "#server/env";

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const TARGETS_MS = { list: 15, detail: 5 };

type Row = { url: string; kind: keyof typeof TARGETS_MS | "api" | "floor"; p50: number; p95: number; mean: number; status: number };

async function seedProducts(database: Database) {
  await seedDemoContent(database.db);
  const demo = demoProductRows();
  const brands = DEMO_BRANDS.map((brand) => brand.name);
  const batch = 1000;
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    for (let offset = demo.length; offset < PRODUCT_COUNT; offset += batch) {
      const rows = [];
      for (let i = offset; i < Math.min(offset + batch, PRODUCT_COUNT); i += 1) {
        const base = demo[i % demo.length]!;
        const name = `${base.name} (Model ${i})`;
        const brand = i % 3 === 0 ? brands[i % brands.length]! : base.brand;
        rows.push({
          ...base,
          name,
          brand,
          slug: `${base.slug}-${i}`,
          searchText: productSearchText({ name, brand, description: base.description }),
          isActive: i % 20 !== 0,
          isFeatured: i % 500 === 0,
        });
      }
      await tx.insert(products).values(rows);
    }
  });
  // What autovacuum does on PostgreSQL after a bulk load (PGlite has none): statistics and visibility map.
  await database.db.execute(sql`vacuum analyze products`);
  return performance.now() - started;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(database: Database, build: ServerBuild): Promise<Row[]> {
  const app = createApp({
    env: loadEnv({ SITE_URL: "http://bench.local" }),
    database,
    logger: pino({ level: "silent" }),
    appSecret: "bench-secret-bench-secret-bench-secret",
    build,
  });
  const [detail] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .offset(Math.floor(PRODUCT_COUNT / 2))
    .limit(1);
  const targets: Pick<Row, "url" | "kind">[] = [
    { url: "/urunler?category=cctv-guvenlik-cozumleri&page=3", kind: "list" },
    { url: "/urunler?q=kamera", kind: "list" },
    { url: `/urun/${detail!.id}`, kind: "detail" },
    { url: "/api/products?page=1", kind: "api" },
    // For context: the cost of rendering a page with no catalogue query at all.
    { url: "/hakkimizda", kind: "floor" },
  ];
  const rows: Row[] = [];
  for (const target of targets) {
    let status = 0;
    const time = async () => {
      const started = performance.now();
      const response = await app.request(`http://bench.local${target.url}`);
      await response.arrayBuffer();
      status = response.status;
      return performance.now() - started;
    };
    for (let i = 0; i < WARMUP; i += 1) await time();
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i += 1) samples.push(await time());
    samples.sort((a, b) => a - b);
    rows.push({
      ...target,
      status,
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      mean: samples.reduce((sum, value) => sum + value, 0) / samples.length,
    });
  }
  return rows;
}

function printTable(label: string, seedMs: number, rows: Row[]) {
  console.log(`\n${label}: ${PRODUCT_COUNT.toLocaleString("en")} products (seeded in ${(seedMs / 1000).toFixed(1)} s), ${RUNS} runs per URL after ${WARMUP} warm-up runs`);
  console.log("| URL | status | p50 ms | p95 ms | mean ms | target p50 |");
  console.log("|---|---|---|---|---|---|");
  for (const row of rows) {
    const target = row.kind === "api" || row.kind === "floor" ? "-" : `< ${TARGETS_MS[row.kind]} ms ${row.p50 < TARGETS_MS[row.kind] ? "met" : "MISSED"}`;
    console.log(`| ${row.url} | ${row.status} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} | ${row.mean.toFixed(1)} | ${target} |`);
  }
}

async function explain(database: Database) {
  if (!process.env.BENCH_EXPLAIN) return;
  for (const query of [
    sql`explain analyze select id from products where is_active and lower(translate(category, 'İIıÇçĞğÖöŞşÜüÂâÎîÛû', 'iiiccggoossuuaaiiuu')) in ('cctv-guvenlik-cozumleri', 'cctv & guvenlik cozumleri') order by id limit 24 offset 48`,
    sql`explain analyze select count(*) from products where is_active and search_text like '%kamera%'`,
  ]) {
    const result = await database.db.execute(query);
    console.log(result.rows.map((row) => Object.values(row)[0]).join("\n"));
  }
}

export async function runBench() {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;

  // BENCH_SKIP_PGLITE=1 measures PostgreSQL only; BENCH_KEEP=1 keeps its scratch database for EXPLAIN.
  if (!process.env.BENCH_SKIP_PGLITE) {
    const pglite = await createDb();
    try {
      await pglite.migrate();
      const seedMs = await seedProducts(pglite);
      await explain(pglite);
      printTable("PGlite (in memory)", seedMs, await measure(pglite, build));
    } finally {
      await pglite.close();
    }
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log("\nDATABASE_URL is not set: PostgreSQL skipped.");
    return;
  }
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const postgres = await createDb({ databaseUrl: url.href, maxConnections: 4 });
    try {
      await postgres.migrate();
      const seedMs = await seedProducts(postgres);
      await explain(postgres);
      printTable(`PostgreSQL (scratch database ${name})`, seedMs, await measure(postgres, build));
    } finally {
      await postgres.close();
    }
  } finally {
    if (process.env.BENCH_KEEP) console.log(`kept ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
