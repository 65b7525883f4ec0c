// Bundles a bench/*.ts entry with esbuild (npm packages stay external, as for the server bundle)
// into build/bench/ and runs its exported runBench(...args).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

export async function runBundledBench(entry, ...args) {
  // Inside the project, so the bundle resolves npm packages from node_modules.
  const outfile = path.resolve("build/bench", `${path.basename(entry, ".ts")}.mjs`);
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  const { runBench } = await import(pathToFileURL(outfile).href);
  await runBench(...args);
}
