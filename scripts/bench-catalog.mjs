// npm run bench:catalog: builds when stale, bundles bench/catalog-bench.ts with esbuild (npm
// packages stay external, as for the server bundle) and runs it. See docs/decisions/008.
import { execSync } from "node:child_process";
import { isBuildStale } from "./build-stamp.mjs";
import { runBundledBench } from "./bundle-bench.mjs";

if (isBuildStale()) execSync("npm run build", { stdio: "inherit" });

await runBundledBench("bench/catalog-bench.ts");
