import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { scriptHash } from "#server/script-hashes";
import { inlineScriptHashes } from "#tests/support/inline-scripts";
import { createAppOver, loadServerBuild } from "#tests/support/test-app";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database";

/*
 * Issue 15, item 10: a page that many visitors share (page cache, CDN) has a CSP that allows its
 * inline scripts by hash. Those hashes must come only from the scripts the app emits itself: a
 * script that reached the HTML any other way (stored content that escaped sanitising) must not be
 * approved. The render is wrapped here so that the document carries such a script, as if a field
 * had been printed raw.
 */
const INJECTED = "alert(document.domain)";

let database: TestDatabase;
let request: (target: string, init?: RequestInit) => Promise<Response>;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await seedDemoContent(database.db);
  const build = await loadServerBuild();
  const renderPage = build.entry.module.default;
  const injectingBuild: ServerBuild = {
    ...build,
    entry: {
      module: {
        ...build.entry.module,
        default: async (...args: Parameters<typeof renderPage>) => {
          const response = await renderPage(...args);
          const html = await response.text();
          return new Response(html.replace("</main>", `<script>${INJECTED}</script></main>`), response);
        },
      },
    },
  };
  ({ request } = await createAppOver(database, {}, { build: async () => injectingBuild }));
  // The cache serves once its purge channel is listening.
  while ((await request("/kvkk")).headers.get("x-cache") === null) await new Promise((resolve) => setTimeout(resolve, 20));
});
afterAll(async () => {
  await database.dispose();
});

describe("the CSP of a shareable page", () => {
  it.each(["/hdd-hesaplama", "/iletisim", "/hizmetlerimiz"])("%s: approves the app's own inline scripts and not an injected one, on a miss and a hit", async (page) => {
    for (const expected of ["MISS", "HIT"]) {
      const response = await request(page);
      expect(response.headers.get("x-cache")).toBe(expected);
      const html = await response.text();
      expect(html, "the injection reached the page").toContain(`<script>${INJECTED}</script>`);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp).not.toContain("'nonce-");
      expect(csp).not.toContain(scriptHash(INJECTED));
      const appScripts = inlineScriptHashes(html).filter((hash) => hash !== scriptHash(INJECTED));
      for (const hash of appScripts) expect(csp, `${page} allows each of the app's scripts`).toContain(hash);
    }
  });
});
