import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** Where `npm run check:js-budget` reads which modules each client chunk holds (ADR 017). */
const CHUNK_REPORT = "build/client-chunks.json";
/** The enhancement script's entry and where the client build records its hashed file (ADR 027). */
const ENHANCE_ENTRY = "app/enhance/main.ts";
const ENHANCE_MANIFEST = "build/enhance-script.json";
const ENHANCE_MODULE = "virtual:enhance-script";

/**
 * Script-free pages load one small module instead of React: `app/enhance/main.ts`, built by the
 * client build as a chunk of its own. `import enhanceScriptUrl from "virtual:enhance-script"` gives
 * its URL: the hashed file in production (the client build runs before the server build), the
 * source in development.
 */
function enhanceScript(): Plugin {
  let reference: string | undefined;
  let command: "build" | "serve" = "serve";
  return {
    name: "enhance-script",
    configResolved(config) {
      command = config.command;
    },
    buildStart() {
      if (this.environment.name === "client" && command === "build") {
        reference = this.emitFile({ type: "chunk", id: path.resolve(ENHANCE_ENTRY), name: "enhance" });
      }
    },
    writeBundle() {
      if (this.environment.name === "client" && reference) writeFileSync(ENHANCE_MANIFEST, JSON.stringify({ file: `/${this.getFileName(reference)}` }));
    },
    resolveId(id) {
      return id === ENHANCE_MODULE ? `\0${ENHANCE_MODULE}` : undefined;
    },
    load(id) {
      if (id !== `\0${ENHANCE_MODULE}`) return undefined;
      if (command === "serve") return `export default ${JSON.stringify(`/${ENHANCE_ENTRY}`)};`;
      // Only the server render names the script (app/root.tsx); the client build runs before the file name exists.
      if (this.environment.name === "client") return `export default "";`;
      if (!existsSync(ENHANCE_MANIFEST)) throw new Error(`${ENHANCE_MANIFEST} is missing: the client build writes it`);
      const { file } = JSON.parse(readFileSync(ENHANCE_MANIFEST, "utf8")) as { file: string };
      return `export default ${JSON.stringify(file)};`;
    },
  };
}

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
  plugins: [tailwindcss(), reactRouter(), clientChunkReport(), enhanceScript()],
  // No source maps in build/client: they would publish the sources (issue 10; tests/security/raw-http.test.ts checks).
  build: { assetsInlineLimit: 0, sourcemap: false },
  // The server build's entry is the app's seam (app/runtime.server.ts): the host starts the app through
  // it, so that every module exists once at run time (ADR 032); React Router's own build is a chunk of it.
  environments: { ssr: { build: { rollupOptions: { input: "app/runtime.server.ts" } } } },
  // Bundled into the server build so that only the icons in use are loaded: imported from
  // node_modules, lucide-react's index loads all ~1,600 icons at start-up (+46 MB RSS, ~0.7 s; ADR 027).
  ssr: { noExternal: ["lucide-react"] },
});
