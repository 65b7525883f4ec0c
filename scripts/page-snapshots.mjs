// `npm run snapshot:pages -- --data DATA_DIR --out DIR`: what the production build answers, written to
// DIR one file per request (status, headers, body), to compare two builds with `diff -r` (ADR 032,
// "Upgrading React Router"). Every page of the sitemap and a few more addresses are asked for twice
// (the render, then the page-cache hit), without cookies, from a throwaway copy of DATA_DIR, so both
// builds see the same content; per-response values (date, request id, nonces) are masked.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { execSync } from "node:child_process";
import { isBuildStale } from "./build-stamp.mjs";
import { sitemapPaths, startServer } from "./bench-support.mjs";

const { values } = parseArgs({ options: { data: { type: "string" }, out: { type: "string" } } });
if (!values.data || !values.out) {
  console.error("Usage: npm run snapshot:pages -- --data DATA_DIR --out DIR");
  process.exit(1);
}
const EXTRA_PATHS = ["/urunler?category=cctv-guvenlik-cozumleri", "/urunler?q=kamera", "/urunler?page=2", "/karsilastir?urun=1,2", "/teklif-sepeti", "/urun/999999", "/yok", "/admin-login", "/api/products?page=1&limit=3", "/api/brands", "/robots.txt", "/blog/rss.xml"];
const VOLATILE_HEADERS = new Set(["date", "x-request-id", "keep-alive", "connection"]);
const mask = (text) => text.replace(/nonce="[^"]+"/g, 'nonce="…"').replace(/'nonce-[^']+'/g, "'nonce-…'");

if (isBuildStale()) execSync("npm run build", { stdio: "inherit" });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "page-snapshots-"));
cpSync(values.data, dataDir, { recursive: true });
rmSync(path.join(dataDir, "server.lock"), { force: true });
const server = await startServer({ DATA_DIR: dataDir, SITE_URL: "http://localhost:3000" });
try {
  const paths = [...new Set([...(await sitemapPaths(server.origin)), ...EXTRA_PATHS])];
  mkdirSync(values.out, { recursive: true });
  for (const [index, target] of paths.entries()) {
    for (const pass of ["render", "hit"]) {
      const response = await fetch(server.origin + target, { headers: { "accept-encoding": "identity" } });
      const headers = [...response.headers].filter(([name]) => !VOLATILE_HEADERS.has(name)).map(([name, value]) => `${name}: ${mask(value)}`);
      const name = `${String(index).padStart(3, "0")}-${pass}-${target.replace(/[^a-z0-9]+/gi, "_").slice(0, 80)}.txt`;
      writeFileSync(path.join(values.out, name), `${target}\n${response.status}\n${headers.sort().join("\n")}\n\n${mask(await response.text())}`);
    }
  }
  console.log(`${paths.length} addresses written to ${values.out}`);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
