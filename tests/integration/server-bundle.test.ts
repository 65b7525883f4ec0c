import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadAppEntry } from "#server/app-entry";

/*
 * One server bundle, one seam (ADR 032): the host's bundle (build/app-server, esbuild) holds server/
 * and pure app/lib helpers only, and reaches the app through React Router's server build, whose
 * entry is app/runtime.server.ts. An app module in both bundles would exist twice at run time, with
 * two copies of its state (issue 27 item 21: the rate-limit multiplier was set in one copy and read
 * in the other; `tests/integration/server-process.test.ts` shows it now reaches the limits).
 */
describe("the production build", () => {
  it("bundles no app module into the host but pure app/lib helpers", () => {
    const { inputs } = JSON.parse(readFileSync("build/app-server/host-meta.json", "utf8")) as { inputs: Record<string, unknown> };
    const modules = Object.keys(inputs);
    expect(modules.some((module) => module.startsWith("server/"))).toBe(true);
    expect(modules.filter((module) => !module.startsWith("server/") && !module.startsWith("app/lib/"))).toEqual([]);
  });

  it("has the app's runtime as the server build's entry, with React Router's build loaded from it", async () => {
    const entry = await loadAppEntry();
    expect(Object.keys(entry).sort()).toEqual(["backfillAvifVariants", "backfillSocialImages", "backupDatabase", "createAdminUser", "createRuntime", "loadServerBuild", "restoreDatabase"]);
    const build = await entry.loadServerBuild();
    expect(build.entry.module.default).toBeTypeOf("function");
    expect(Object.keys(build.routes)).toContain("root");
  });

  it("keeps the entry light, so that the database begins to open before React, React Router, Drizzle and the routes load (ADR 039)", () => {
    const packages = new Set<string>();
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      // Static imports only: `import … from "x"` and `import "x"`; `import("x")` loads later.
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(/^import\s(?:[^"'()]*?\sfrom\s)?["']([^"']+)["']/gm)) {
        if (specifier!.startsWith(".")) visit(path.resolve(path.dirname(file), specifier!));
        else packages.add(specifier!);
      }
    };
    visit(path.resolve("build/server/index.js"));
    expect(seen.size).toBeGreaterThan(1);
    const heavy = [...packages].filter((name) => /^(react|react-dom|react-router|drizzle-orm|@electric-sql\/pglite)(\/|$)/.test(name));
    expect(heavy).toEqual([]);
  });
});
