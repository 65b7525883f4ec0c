/*
 * Scratch data shared by the benchmarks (docs/decisions/008 and 019): the demo content plus the
 * 91 demo products cycled to N rows, on PGlite (a DATA_DIR, or in memory) or on a scratch
 * PostgreSQL database created on the server of DATABASE_URL and dropped afterwards.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createDb, type Database } from "#app/db/client.server";
import { brands as brandsTable, products } from "#app/db/schema/catalog";
import { redirects } from "#app/db/schema/redirects";
import { DEMO_BRANDS } from "#app/db/seed/demo-brands";
import { demoProductRows, seedDemoContent, withBrandIds } from "#app/db/seed/seed.server";

/** An old site's address with a redirect rule: what `npm run bench` asks for to time a redirect. */
export const BENCH_REDIRECT = { source: "/iletisim.html", target: "/iletisim" } as const;

/**
 * Demo content, one redirect rule (BENCH_REDIRECT), then the demo products cycled to `count` rows (a third of the brands reshuffled,
 * 1 in 20 passive, 1 in 500 featured) in batches of 1,000 in one transaction, then VACUUM ANALYZE.
 * Returns the time it took in ms.
 */
export async function seedBenchProducts(database: Database, count: number) {
  await seedDemoContent(database.db);
  await database.db.insert(redirects).values({ ...BENCH_REDIRECT, sourceKey: BENCH_REDIRECT.source, status: 301, note: "npm run bench" });
  const demo = demoProductRows();
  const brands = DEMO_BRANDS.map((brand) => brand.name);
  const brandIds = new Map((await database.db.select({ id: brandsTable.id, name: brandsTable.name }).from(brandsTable)).map((brand) => [brand.name, brand.id]));
  const batch = 1000;
  const started = performance.now();
  await database.db.transaction(async (tx) => {
    for (let offset = demo.length; offset < count; offset += batch) {
      const rows = [];
      for (let i = offset; i < Math.min(offset + batch, count); i += 1) {
        const base = demo[i % demo.length]!;
        const name = `${base.name} (Model ${i})`;
        const brand = i % 3 === 0 ? brands[i % brands.length]! : base.brand;
        rows.push({
          ...base,
          name,
          brand,
          slug: `${base.slug}-${i}`,
          isActive: i % 20 !== 0,
          isFeatured: i % 500 === 0,
        });
      }
      await tx.insert(products).values(withBrandIds(rows, brandIds));
    }
  });
  // What autovacuum does on PostgreSQL after a bulk load (PGlite has none): statistics and visibility map.
  await database.db.execute(sql`vacuum analyze products`);
  return performance.now() - started;
}

/**
 * Migrates and seeds the database a production server will then open: the PGlite files under
 * `dataDir` (where the server looks for them) or the PostgreSQL database at `databaseUrl`.
 */
export async function seedBenchDatabase(target: { dataDir: string } | { databaseUrl: string }, count: number) {
  const database = await createDb(
    "dataDir" in target ? { dataDir: path.join(target.dataDir, "pglite") } : { databaseUrl: target.databaseUrl, maxConnections: 2 },
  );
  try {
    await database.migrate();
    return await seedBenchProducts(database, count);
  } finally {
    await database.close();
  }
}

/** Creates `bench_<random>` on the server of `adminUrl`; `drop()` removes it (connections forced out). */
export async function createScratchPostgres(adminUrl: string) {
  const name = `bench_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    async drop() {
      try {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
