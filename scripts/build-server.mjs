// Bundles the Hono server and the CLI for Node; npm packages stay external.
import { build } from "esbuild";

await build({
  entryPoints: { main: "server/main.ts", "admin-create": "server/cli/admin-create.ts", "db-backup": "server/cli/db-backup.ts" },
  outdir: "build/app-server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
