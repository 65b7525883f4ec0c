import { defineConfig } from "vitest/config";
import { nodeResolution } from "./tests/setup/node-resolution";

// `npm run test:faults`: crash, outage, disk-full and concurrency tests against real processes.
// Kept out of `npm test` (vitest.config.ts) because they start servers, clusters and load.
export default defineConfig({
  ssr: nodeResolution,
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 600_000,
    hookTimeout: 120_000,
    pool: "forks",
    // One at a time: each file starts servers and load on a 2-core machine.
    fileParallelism: false,
  },
});
