// Bundles the host (server/: the HTTP server and the command-line tools) and the PGlite thread for
// Node; npm packages stay external. The host bundle holds server/ and pure app/lib helpers only: it
// reaches the rest of the app through React Router's server build (app/runtime.server.ts, ADR 032),
// which `tests/integration/server-bundle.test.ts` checks in the metafile written here. Split into
// chunks so that the server's entry can set NODE_ENV before the modules that import React are loaded.
import { rmSync, writeFileSync } from "node:fs";
import { build } from "esbuild";

const HOST_METAFILE = "build/app-server/host-meta.json";

const common = { bundle: true, platform: "node", format: "esm", target: "node20", packages: "external", sourcemap: true, logLevel: "warning" };

// Chunk names carry content hashes: start empty so that old chunks do not pile up.
rmSync("build/app-server", { recursive: true, force: true });
const host = await build({
  ...common,
  entryPoints: {
    main: "server/production-entry.ts",
    "admin-create": "server/cli/admin-create.ts",
    "media-avif": "server/cli/media-avif.ts",
    "db-backup": "server/cli/db-backup.ts",
  },
  outdir: "build/app-server",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  metafile: true,
});
writeFileSync(HOST_METAFILE, JSON.stringify(host.metafile));
// The embedded database's thread (ADR 031): a thread of its own, with its own copy of what it runs.
await build({ ...common, entryPoints: { "pglite-thread": "app/db/pglite-thread.worker.ts" }, outdir: "build/app-server" });
