// First-load JavaScript budget of every public page (ADR 017): reads the production build,
// prints route and KB gzip, and exits 1 when a public page loads more than 150 KB gzip or any chunk
// of the admin area. Run after `npm run build`.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

export const BUDGET_BYTES = 150 * 1024;
const CLIENT_DIR = "build/client";
const SERVER_BUILD = "build/server/index.js";
const CHUNK_REPORT = "build/client-chunks.json";
const ENHANCE_MANIFEST = "build/enhance-script.json";

/**
 * Source modules that belong to the admin area by the codebase's layout: admin routes, admin
 * components, the features' `admin-*` screens, the admin app's client (`app/admin/`), TanStack Query
 * (admin data only) and dnd-kit (the content editor's drag and drop).
 */
export const ADMIN_SOURCES = [
  /^app\/routes\/admin\//,
  /^app\/components\/admin\//,
  /^app\/features\/[^/]+\/admin-[^/]*$/,
  /^app\/admin\//,
  /^node_modules\/@tanstack\//,
  /^node_modules\/@dnd-kit\//,
];

const ADMIN_LAYOUT_PREFIX = "routes/admin/";

/** "/assets/x.js" (React Router's manifest) and "assets/x.js" (the chunk report) name one file. */
const fileOf = (url) => url.replace(/^\//, "");

function ancestry(routes, id) {
  const chain = [];
  for (let route = routes[id]; route; route = route.parentId ? routes[route.parentId] : undefined) chain.unshift(route);
  return chain;
}

/**
 * @param {object} input
 * @param {{entry: {module: string, imports?: string[]}, routes: Record<string, {id: string, parentId?: string, path?: string, module: string, imports?: string[], hasDefaultExport?: boolean}>}} input.manifest React Router's browser manifest (`assets` of the server build)
 * @param {Record<string, {imports: string[], modules: string[]}>} input.chunks every client chunk's static imports and source modules
 * @param {Record<string, number>} input.gzipBytes gzip size of every chunk file
 * @param {number} [input.budgetBytes]
 * @param {Set<string>} [input.scriptFreeRouteIds] routes whose `handle` leaves out the scripts
 */
export function computeJsBudget({ manifest, chunks, gzipBytes, budgetBytes = BUDGET_BYTES, scriptFreeRouteIds = new Set() }) {
  const closure = (urls) => {
    const seen = new Set();
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of chunks[file]?.imports ?? []) visit(imported);
    };
    for (const url of urls) visit(fileOf(url));
    return seen;
  };

  const isAdminRoute = (id) => ancestry(manifest.routes, id).some((route) => route.id.startsWith(ADMIN_LAYOUT_PREFIX));
  const adminChunks = new Set(
    Object.values(manifest.routes)
      .filter((route) => isAdminRoute(route.id))
      .map((route) => fileOf(route.module)),
  );
  for (const [file, chunk] of Object.entries(chunks)) {
    if (chunk.modules.some((module) => ADMIN_SOURCES.some((pattern) => pattern.test(module)))) adminChunks.add(file);
  }

  const rows = [];
  const failures = [];
  for (const route of Object.values(manifest.routes)) {
    // Resource routes (API, sitemap, redirects) have no component and render no page.
    if (!route.hasDefaultExport || route.id === "root" || isAdminRoute(route.id)) continue;
    const chain = ancestry(manifest.routes, route.id);
    if (chain.some((ancestor) => ancestor !== route && manifest.routes[ancestor.id] && !ancestor.hasDefaultExport)) continue;
    // A layout is not a page of its own: only leaves (routes no other route names as parent) are listed.
    if (Object.values(manifest.routes).some((other) => other.parentId === route.id)) continue;
    const files = closure([manifest.entry.module, ...(manifest.entry.imports ?? []), ...chain.flatMap((r) => [r.module, ...(r.imports ?? [])])]);
    const bytes = [...files].reduce((sum, file) => sum + (gzipBytes[file] ?? 0), 0);
    const admin = [...files].filter((file) => adminChunks.has(file)).sort();
    const urlPath = `/${chain.map((r) => r.path ?? "").filter(Boolean).join("/")}`;
    const row = { routeId: route.id, path: urlPath, bytes, files: [...files].sort(), adminChunks: admin, scriptFree: scriptFreeRouteIds.has(route.id) };
    rows.push(row);
    if (bytes > budgetBytes) {
      failures.push(`${route.id} (${urlPath}): ${formatKb(bytes)} KB gzip, over the ${formatKb(budgetBytes)} KB budget`);
    }
    if (admin.length > 0) failures.push(`${route.id} (${urlPath}) loads admin chunks: ${admin.join(", ")}`);
  }
  rows.sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));
  return { rows, failures };
}

export const formatKb = (bytes) => (bytes / 1024).toFixed(1);

async function main() {
  if (!existsSync(SERVER_BUILD) || !existsSync(CHUNK_REPORT)) {
    console.error(`${SERVER_BUILD} or ${CHUNK_REPORT} is missing: run \`npm run build\` first.`);
    process.exit(1);
  }
  // The server build's entry is the app's runtime (app/runtime.server.ts); React Router's build is a chunk of it.
  const build = await (await import(pathToFileURL(path.resolve(SERVER_BUILD)).href)).loadServerBuild();
  const chunks = JSON.parse(readFileSync(CHUNK_REPORT, "utf8"));
  const gzipBytes = {};
  for (const file of Object.keys(chunks)) {
    gzipBytes[file] = gzipSync(readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length;
  }
  const routesWithScripts = (value) =>
    new Set(
      Object.entries(build.routes)
        .filter(([, route]) => route.module.handle?.scripts === value)
        .map(([id]) => id),
    );
  const scriptFreeRouteIds = routesWithScripts(false);
  const enhancedRouteIds = routesWithScripts("enhance");
  const { rows, failures } = computeJsBudget({ manifest: build.assets, chunks, gzipBytes, scriptFreeRouteIds: new Set([...scriptFreeRouteIds, ...enhancedRouteIds]) });
  // The enhancement script and what it imports: all the JavaScript a `scripts: "enhance"` page loads (ADR 027).
  const enhanceFiles = new Set();
  const visit = (file) => {
    if (enhanceFiles.has(file)) return;
    enhanceFiles.add(file);
    for (const imported of chunks[file]?.imports ?? []) visit(imported);
  };
  visit(JSON.parse(readFileSync(ENHANCE_MANIFEST, "utf8")).file.replace(/^\//, ""));
  const enhanceBytes = [...enhanceFiles].reduce((sum, file) => sum + (gzipBytes[file] ?? 0), 0);
  if (enhanceBytes > BUDGET_BYTES) failures.push(`the enhancement script: ${formatKb(enhanceBytes)} KB gzip, over the ${formatKb(BUDGET_BYTES)} KB budget`);

  const width = Math.max(...rows.map((row) => row.path.length));
  console.log(`${"Route".padEnd(width)}  KB gzip  Files  JavaScript`);
  for (const row of rows) {
    const note = enhancedRouteIds.has(row.routeId)
      ? `ships only the enhancement script, ${formatKb(enhanceBytes)} KB (handle.scripts = "enhance"); the column: on client navigation`
      : row.scriptFree
        ? "none shipped (handle.scripts = false); on client navigation"
        : "first load";
    console.log(`${row.path.padEnd(width)}  ${formatKb(row.bytes).padStart(7)}  ${String(row.files.length).padStart(5)}  ${note}`);
  }
  console.log(`Budget ${formatKb(BUDGET_BYTES)} KB gzip per public page; largest ${formatKb(rows[0]?.bytes ?? 0)} KB (${rows[0]?.path}).`);
  if (failures.length > 0) {
    for (const failure of failures) console.error(`FAIL ${failure}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
