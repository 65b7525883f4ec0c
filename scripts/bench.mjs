// npm run bench (issue 9, docs/decisions/019): the production server against nginx serving the
// same pages as static files, on loopback, with one client (autocannon, in-process), 50
// connections and the same duration per target. Seeds demo content plus 50,000 products into a
// throwaway DATA_DIR (and a scratch PostgreSQL database when DATABASE_URL is set), measures our
// server with its page cache, nginx, and our server with PAGE_CACHE=off, and prints req/s,
// p50/p99 latency, the ratios to nginx, cold start and RSS.
//   npm run bench -- --duration 10 --products 50000
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { ensureFreshBuild, freePort, importBenchModule, numberOption, rssMb, startServer } from "./bench-support.mjs";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const CONNECTIONS = 50;
const CACHED_TARGET = 0.5;
const TIMEOUT_S = 60;
const { values } = parseArgs({ options: { duration: { type: "string" }, products: { type: "string" } } });
const DURATION_S = numberOption(values, "duration", 10);
const PRODUCTS = numberOption(values, "products", 50_000);

/** One autocannon run over the public pages (each connection cycles through them), gzip accepted. */
async function load(origin, pages) {
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
    // Under load an uncached render queues behind 49 others: wait for it rather than count it as failed.
    timeout: TIMEOUT_S,
    headers: { "accept-encoding": "gzip" },
    requests: pages.map((page) => ({ method: "GET", path: page })),
  });
  console.log(`  loaded ${origin} for ${DURATION_S} s: ${result.requests.total} responses`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    responses: result.requests.total,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    failures: `${result.non2xx} / ${result.errors} / ${result.timeouts}`,
  };
}

/**
 * Fetches each page once to warm up, then again alone (no other load): that second answer's time
 * and whether the page cache gave it (X-Cache).
 */
async function warm(origin, pages) {
  const cache = new Set();
  const alone = [];
  for (const page of pages) {
    for (let pass = 0; pass < 2; pass += 1) {
      const started = performance.now();
      const response = await fetch(`${origin}${page}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
      if (pass === 1) {
        cache.add(response.headers.get("x-cache") ?? "no X-Cache header");
        alone.push(`${page} ${Math.round(performance.now() - started)}`);
      }
    }
  }
  return { cache: [...cache].join(", "), alone: alone.join(", ") };
}

/** The rendered HTML of each page as `<root><page>/index.html` (root made readable by nginx's workers). */
async function snapshot(origin, pages, root) {
  chmodSync(root, 0o755);
  for (const page of pages) {
    const dir = path.join(root, page);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, "index.html"), await (await fetch(`${origin}${page}`)).text());
  }
}

/** nginx on a free port, not daemonised, one worker, gzip like ours (level 6 from 1 KB), no logs. */
async function startNginx(root, scratch) {
  const port = await freePort();
  const temp = (name) => path.join(scratch, name);
  const conf = `worker_processes 1;
daemon off;
pid ${temp("nginx.pid")};
error_log ${temp("error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp("body")};
  proxy_temp_path ${temp("proxy")};
  fastcgi_temp_path ${temp("fastcgi")};
  uwsgi_temp_path ${temp("uwsgi")};
  scgi_temp_path ${temp("scgi")};
  default_type text/html;
  charset utf-8;
  keepalive_timeout 5s;
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri/index.html =404; }
  }
}
`;
  writeFileSync(temp("nginx.conf"), conf);
  const child = spawn(NGINX, ["-p", scratch, "-e", temp("error.log"), "-c", temp("nginx.conf")], { stdio: ["ignore", "inherit", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with code ${child.exitCode}; see ${temp("error.log")}`);
    try {
      if ((await fetch(`${origin}/`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (tries > 200) throw new Error("nginx did not start");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    origin,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Starts the server, asks `choosePages` which pages to load, warms them, loads them, reads the RSS and stops it. */
async function measureServer(env, choosePages) {
  const server = await startServer(env);
  try {
    const pages = await choosePages(server);
    const { cache, alone } = await warm(server.origin, pages);
    const figures = await load(server.origin, pages);
    const ended = server.ended();
    if (ended !== null) console.log(`  the server ENDED during the load (${ended}): its output above says why`);
    return { ...figures, coldStartMs: server.coldStartMs, rssMb: rssMb(server.pid), cache: ended === null ? cache : `server ended (${ended})`, alone };
  } finally {
    await server.stop();
  }
}

async function productPage(origin) {
  const { items } = await (await fetch(`${origin}/api/products?page=1`)).json();
  return `/urun/${items[0].id}`;
}

async function runEngine(label, serverEnv, seed) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const html = mkdtempSync(path.join(os.tmpdir(), "bench-html-"));
  try {
    const env = { ...serverEnv, DATA_DIR: path.join(scratch, "data"), SEED_DEMO: "1" };
    // On PostgreSQL nothing else creates DATA_DIR before the admin bootstrap writes its password file there.
    mkdirSync(env.DATA_DIR);
    console.log(`${label}: seeding demo content + ${PRODUCTS.toLocaleString("en")} products...`);
    const seedMs = await seed(env.DATA_DIR);
    let pages = [];
    const rows = [];
    const cached = await measureServer(env, async (server) => {
      pages = ["/", "/urunler", await productPage(server.origin), "/izmit-guvenlik-sistemleri", "/blog"];
      await snapshot(server.origin, pages, html);
      return pages;
    });
    rows.push(["ours, page cache on", cached]);
    if (existsSync(NGINX)) {
      const nginx = await startNginx(html, scratch);
      try {
        rows.push(["nginx, static files", await load(nginx.origin, pages)]);
      } finally {
        await nginx.stop();
      }
    }
    rows.push(["ours, PAGE_CACHE=off", await measureServer({ ...env, PAGE_CACHE: "off" }, () => pages)]);
    printTable(label, seedMs, pages, rows);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    rmSync(html, { recursive: true, force: true });
  }
}

function printTable(label, seedMs, pages, rows) {
  const fixed = (value, digits = 0) => (value === undefined || value === null ? "-" : value.toFixed(digits));
  console.log(`\n${label}: demo content + ${PRODUCTS.toLocaleString("en")} products (seeded in ${(seedMs / 1000).toFixed(1)} s)`);
  console.log(`${CONNECTIONS} connections, ${DURATION_S} s per target, Accept-Encoding: gzip, each connection cycling ${pages.join(" ")}`);
  console.log("| target | req/s | p50 ms | p99 ms | responses | bytes/response | non-2xx / errors / timeouts | cold start ms | RSS MB at end | X-Cache on repeat |");
  console.log("|---|---|---|---|---|---|---|---|---|---|");
  for (const [name, row] of rows) {
    console.log(
      `| ${name} | ${fixed(row.rps)} | ${row.p50} | ${row.p99} | ${row.responses} | ${fixed(row.bytesPerResponse)} | ${row.failures} | ${fixed(row.coldStartMs)} | ${fixed(row.rssMb, 1)} | ${row.cache ?? "-"} |`,
    );
  }
  for (const [name, row] of rows) if (row.alone) console.log(`${name}, one request at a time before the load (ms): ${row.alone}`);
  const nginx = rows.find(([name]) => name.startsWith("nginx"))?.[1];
  if (!nginx) {
    console.log(`nginx is not installed (${NGINX}): no comparison. Install it with: apt-get install nginx`);
    return;
  }
  for (const [name, row] of rows.filter(([other]) => other.startsWith("ours"))) {
    const ratio = row.rps / nginx.rps;
    // DESIGN 9: cached public pages at no less than half of nginx's rate for the same bytes.
    const target = name.includes("cache on") ? `  (target ≥ ${CACHED_TARGET}: ${ratio >= CACHED_TARGET ? "met" : "MISSED"})` : "";
    console.log(`${name} / nginx: req/s × ${ratio.toFixed(2)}${target}, p50 × ${(row.p50 / nginx.p50).toFixed(2)}, p99 × ${(row.p99 / nginx.p99).toFixed(2)}`);
  }
}

ensureFreshBuild();
if (!existsSync(NGINX)) console.log(`nginx is not installed (${NGINX}): running without the comparison. Install it with: apt-get install nginx`);
const { seedBenchDatabase, createScratchPostgres } = await importBenchModule("bench-data");

await runEngine("PGlite (throwaway DATA_DIR)", {}, (dataDir) => seedBenchDatabase({ dataDir }, PRODUCTS));

if (process.env.DATABASE_URL) {
  const database = await createScratchPostgres(process.env.DATABASE_URL);
  try {
    await runEngine(
      `PostgreSQL (scratch database ${database.name})`,
      { DATABASE_URL: database.url, APP_SECRET: randomBytes(48).toString("base64") },
      () => seedBenchDatabase({ databaseUrl: database.url }, PRODUCTS),
    );
  } finally {
    await database.drop();
  }
} else {
  console.log("\nDATABASE_URL is not set: PostgreSQL skipped.");
}
