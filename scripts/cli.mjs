// `npm run admin:create | db:backup | db:restore | media:avif`: the command-line tools do the app's
// work through its server build (ADR 032), so they build when the build is missing or stale, as
// `npm start` does, then run the tool with the remaining arguments.
//   node scripts/cli.mjs TOOL [ARGS...]
import { spawnSync } from "node:child_process";
import { isBuildStale } from "./build-stamp.mjs";

const TOOLS = new Set(["admin-create", "db-backup", "media-avif"]);
const [tool, ...args] = process.argv.slice(2);
if (!TOOLS.has(tool)) {
  console.error(`Unknown tool "${tool}"; one of: ${[...TOOLS].join(", ")}.`);
  process.exit(1);
}
if (isBuildStale()) {
  console.error("Production build missing or out of date: building (npm run build)...");
  // The build's output goes to stderr, so that a tool's own output stays alone on stdout; stdin stays the tool's (a password).
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", 2, "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
process.argv = [process.argv[0], `build/app-server/${tool}.js`, ...args];
await import(`../build/app-server/${tool}.js`);
