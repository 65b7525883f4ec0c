import { describe, expect, it } from "vitest";
import { computeJsBudget, type BrowserManifest, type ChunkReport } from "./check-js-budget.mjs";

/** A tiny build: entry, root, the site and admin layouts, two pages, an admin page and an API route. */
const manifest: BrowserManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", hasDefaultExport: true },
    "routes/site/layout": { id: "routes/site/layout", parentId: "root", module: "/assets/site-layout.js", hasDefaultExport: true },
    "routes/site/about": { id: "routes/site/about", parentId: "routes/site/layout", path: "hakkimizda", module: "/assets/about.js", hasDefaultExport: true },
    "routes/site/contact": { id: "routes/site/contact", parentId: "routes/site/layout", path: "iletisim", module: "/assets/contact.js", imports: ["/assets/form.js"], hasDefaultExport: true },
    "routes/admin/layout": { id: "routes/admin/layout", parentId: "root", module: "/assets/admin-layout.js", hasDefaultExport: true },
    "routes/admin/products": { id: "routes/admin/products", parentId: "routes/admin/layout", path: "n1_admin/products", module: "/assets/admin-products.js", hasDefaultExport: true },
    "routes/api/contact": { id: "routes/api/contact", parentId: "root", path: "api/contact", module: "/assets/empty.js", hasDefaultExport: false },
  },
};

const chunk = (imports: string[], modules: string[]) => ({ imports, modules });
const chunks: ChunkReport = {
  "assets/entry.js": chunk(["assets/react.js"], ["app/entry.client.tsx"]),
  "assets/react.js": chunk([], ["node_modules/react/index.js"]),
  "assets/root.js": chunk(["assets/react.js"], ["app/root.tsx"]),
  "assets/site-layout.js": chunk(["assets/react.js"], ["app/routes/site/layout.tsx"]),
  "assets/about.js": chunk([], ["app/routes/site/about.tsx"]),
  // Not in the route's manifest imports: reached only through the chunk's own static import.
  "assets/contact.js": chunk(["assets/form.js"], ["app/routes/site/contact.tsx"]),
  "assets/form.js": chunk(["assets/toast.js"], ["app/features/contact/contact-form.tsx"]),
  "assets/toast.js": chunk([], ["node_modules/@radix-ui/react-toast/dist/index.mjs"]),
  "assets/admin-layout.js": chunk(["assets/query.js"], ["app/routes/admin/layout.tsx"]),
  "assets/admin-products.js": chunk(["assets/query.js"], ["app/routes/admin/products.tsx", "app/features/catalog/admin-products-screen.tsx"]),
  "assets/query.js": chunk([], ["node_modules/@tanstack/query-core/build/modern/index.js"]),
  "assets/empty.js": chunk([], []),
};

const KB = 1024;
const gzipBytes = {
  "assets/entry.js": 10 * KB,
  "assets/react.js": 60 * KB,
  "assets/root.js": 5 * KB,
  "assets/site-layout.js": 10 * KB,
  "assets/about.js": 5 * KB,
  "assets/contact.js": 5 * KB,
  "assets/form.js": 40 * KB,
  "assets/toast.js": 20 * KB,
  "assets/admin-layout.js": 30 * KB,
  "assets/admin-products.js": 30 * KB,
  "assets/query.js": 15 * KB,
  "assets/empty.js": 0,
};

describe("computeJsBudget", () => {
  it("lists every public page with its first-load JavaScript, static imports followed, and nothing of the admin area or the API", () => {
    const { rows, failures } = computeJsBudget({ manifest, chunks, gzipBytes, budgetBytes: 200 * KB });
    expect(failures).toEqual([]);
    expect(rows.map((row) => [row.path, row.bytes / KB])).toEqual([
      ["/iletisim", 150],
      ["/hakkimizda", 90],
    ]);
    expect(rows[0]!.files).toContain("assets/toast.js");
  });

  it("reports a page over the budget", () => {
    const { failures } = computeJsBudget({ manifest, chunks, gzipBytes, budgetBytes: 100 * KB });
    expect(failures).toEqual(["routes/site/contact (/iletisim): 150.0 KB gzip, over the 100.0 KB budget"]);
  });

  it("reports a public page that loads an admin chunk, however small", () => {
    const leaky: ChunkReport = { ...chunks, "assets/form.js": chunk(["assets/toast.js", "assets/query.js"], ["app/features/contact/contact-form.tsx"]) };
    const { failures } = computeJsBudget({ manifest, chunks: leaky, gzipBytes, budgetBytes: 200 * KB });
    expect(failures).toEqual(["routes/site/contact (/iletisim) loads admin chunks: assets/query.js"]);
  });

  it("treats an admin route's own module as admin code even when its name says nothing", () => {
    const leaky = structuredClone(manifest);
    leaky.routes["routes/site/about"]!.imports = ["/assets/admin-layout.js"];
    const renamed: ChunkReport = { ...chunks, "assets/admin-layout.js": chunk([], ["app/routes/shell.tsx"]) };
    const { failures } = computeJsBudget({ manifest: leaky, chunks: renamed, gzipBytes, budgetBytes: 500 * KB });
    expect(failures).toEqual(["routes/site/about (/hakkimizda) loads admin chunks: assets/admin-layout.js"]);
  });

  it("marks the pages whose route leaves out the scripts", () => {
    const { rows } = computeJsBudget({ manifest, chunks, gzipBytes, scriptFreeRouteIds: new Set(["routes/site/about"]) });
    expect(rows.map((row) => [row.path, row.scriptFree])).toEqual([
      ["/iletisim", false],
      ["/hakkimizda", true],
    ]);
  });
});
