import { defineConfig } from "vitest/config";
import { nodeResolution } from "./tests/setup/node-resolution";

/**
 * `npm run test:security` (ADR 023): the access matrix, request hygiene, XSS and SSRF corpora,
 * raw-socket and property tests. Kept out of `npm test`: they start real servers and run
 * thousands of requests. `--expose-gc` lets the property test measure the heap after a collection.
 */
export default defineConfig({
  ssr: nodeResolution,
  test: {
    include: ["tests/security/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/global-setup.ts"],
    setupFiles: ["tests/setup/fail-on-console-error.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    execArgv: ["--expose-gc"],
    fileParallelism: false,
  },
});
