// Bundles the Hono server and the CLI for Node; npm packages stay external. Split into chunks so that
// the server's entry can set NODE_ENV before the modules that import React are loaded.
import { rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";

/** Vite's `import text from "./file.txt?raw"`, which shared code uses (e.g. the common-password list). */
const rawText = {
  name: "raw-text",
  setup(builder) {
    builder.onResolve({ filter: /\?raw$/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path.slice(0, -"?raw".length)), namespace: "raw-text" }));
    builder.onLoad({ filter: /.*/, namespace: "raw-text" }, async (args) => ({ contents: await readFile(args.path, "utf8"), loader: "text" }));
  },
};

// Chunk names carry content hashes: start empty so that old chunks do not pile up.
rmSync("build/app-server", { recursive: true, force: true });
await build({
  entryPoints: {
    main: "server/production-entry.ts",
    "pglite-thread": "app/db/pglite-thread.worker.ts",
    "admin-create": "server/cli/admin-create.ts",
    "media-avif": "server/cli/media-avif.ts",
    "db-backup": "server/cli/db-backup.ts",
  },
  outdir: "build/app-server",
  bundle: true,
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  plugins: [rawText],
});
