import { writeFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Where `npm run check:js-budget` reads which modules each client chunk holds (ADR 017). */
const CHUNK_REPORT = "build/client-chunks.json";

/**
 * Records every client JavaScript chunk's static imports and source modules, outside `build/client`
 * so it is never served. React Router's manifest names the chunks a page loads; this names what is in them.
 */
function clientChunkReport(): Plugin {
  return {
    name: "client-chunk-report",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(_options, bundle) {
      const root = process.cwd();
      const chunks: Record<string, { imports: string[]; modules: string[] }> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks[output.fileName] = {
          imports: output.imports,
          modules: output.moduleIds.map((id) => path.relative(root, id.replace(/^\0/, "")).split(path.sep).join("/")),
        };
      }
      writeFileSync(CHUNK_REPORT, `${JSON.stringify(chunks, null, 1)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientChunkReport()],
  // No source maps in build/client: they would publish the sources (issue 10; tests/security/raw-http.test.ts checks).
  build: { assetsInlineLimit: 0, sourcemap: false },
});
