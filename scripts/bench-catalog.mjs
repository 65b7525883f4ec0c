// npm run bench:catalog: builds when stale, bundles bench/catalog-bench.ts with esbuild (npm
// packages stay external, as for the server bundle) and runs it. See docs/decisions/008.
import { execSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { isBuildStale } from "./build-stamp.mjs";

if (isBuildStale()) execSync("npm run build", { stdio: "inherit" });

// Inside the project, so the bundle resolves npm packages from node_modules.
const outfile = path.resolve("build/bench/catalog-bench.mjs");
await build({
  entryPoints: ["bench/catalog-bench.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
const { runBench } = await import(pathToFileURL(outfile).href);
await runBench();
