import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { bundleForNode } from "../../scripts/bundle-for-node.mjs";

/**
 * The PGlite thread, built as `npm run build` builds it (a worker cannot load TypeScript). It is
 * written inside node_modules so that its packages resolve; each call gets a file of its own,
 * removed by the returned `remove`.
 */
export async function buildPgliteThread(): Promise<{ entry: string; remove(): void }> {
  const entry = path.resolve("node_modules/.cache/pglite-thread-tests", `${randomUUID()}.js`);
  await bundleForNode("app/db/pglite-thread.worker.ts", entry);
  return { entry, remove: () => rmSync(entry, { force: true }) };
}
