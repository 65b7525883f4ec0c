// npm run bench:catalog: builds when stale, bundles bench/catalog-bench.ts with esbuild (npm
// packages stay external, as for the server bundle) and runs it. See docs/decisions/008.
import { execSync } from "node:child_process";
import { isBuildStale } from "./build-stamp.mjs";
import { importBenchModule } from "./bench-support.mjs";

if (isBuildStale()) execSync("npm run build", { stdio: "inherit" });

await (await importBenchModule("catalog-bench")).runBench();
