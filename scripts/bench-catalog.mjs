// npm run bench:catalog: builds when stale, bundles bench/catalog-bench.ts with esbuild (npm
// packages stay external, as for the server bundle) and runs it. See docs/decisions/008.
import { ensureFreshBuild, importBenchModule } from "./bench-support.mjs";

ensureFreshBuild();
const { runBench } = await importBenchModule("catalog-bench");
await runBench();
