// npm run bench:catalog: builds when stale, bundles bench/catalog-bench.ts with esbuild (npm
// packages stay external, as for the server bundle) and runs it; exits 1 when a target is missed.
// See docs/decisions/008 and 027.
import { execSync } from "node:child_process";
import { isBuildStale } from "./build-stamp.mjs";
import { importBenchModule } from "./bench-support.mjs";

if (isBuildStale()) execSync("npm run build", { stdio: "inherit" });
// What the production server runs (server/production-entry.ts): React picks its development or
// production build from NODE_ENV when first loaded, and the development build renders about twice as slowly.
process.env.NODE_ENV ??= "production";

const misses = await (await importBenchModule("catalog-bench")).runBench();
if (misses.length) {
  console.log(`\nMissed targets:\n- ${misses.join("\n- ")}`);
  process.exit(1);
}
console.log("\nEvery target met.");
