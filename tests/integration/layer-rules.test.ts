import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The layer rules of eslint.config.js (ADR 026), run on deliberate bad imports: each must fail with
 * no-restricted-imports, and the allowed directions must pass. `npm run lint` checks the tree itself.
 */
const eslint = new ESLint();

const RESTRICTED_IMPORTS = new Set(["no-restricted-imports", "@typescript-eslint/no-restricted-imports"]);

async function restrictedImports(filePath: string, specifier: string, { typeOnly = false, name = "x" } = {}): Promise<string[]> {
  const code = typeOnly ? `import type { X } from "${specifier}";\nexport type Y = X;\n` : `import { ${name} } from "${specifier}";\nexport const y = ${name};\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => RESTRICTED_IMPORTS.has(message.ruleId ?? "")).map((message) => message.message);
}

describe("layer rules", () => {
  it.each([
    ["app/lib/new-helper.ts", "#app/features/catalog/catalog.server", "app/lib holds pure helpers"],
    ["app/lib/new-helper.ts", "../features/catalog/catalog.server", "app/lib holds pure helpers"],
    ["app/lib/new-helper.ts", "#app/routes/site/home", "app/lib holds pure helpers"],
    ["app/lib/new-helper.ts", "#app/db/client.server", "app/lib holds pure helpers"],
    ["app/lib/new-helper.ts", "#app/domain/site-settings", "app/lib holds pure helpers"],
    ["app/lib/new-helper.ts", "node:fs", "without I/O"],
    ["app/lib/new-helper.ts", "drizzle-orm", "without I/O"],
    ["app/lib/new-helper.server.ts", "#app/app-context.server", "app/lib holds pure helpers"],
    ["app/components/layout/new-bar.tsx", "#app/features/site-settings/site-settings.server", "must not know features"],
    ["app/components/ui/new-thing.tsx", "../../features/catalog/product-card", "must not know features"],
    ["app/components/ui/new-thing.tsx", "#app/db/schema/catalog", "must not know features or the database"],
    ["app/domain/new-rule.ts", "#app/db/schema/catalog", "shared kernel"],
    ["app/domain/new-rule.ts", "#app/root", "Only routes"],
    ["app/features/contact/new-file.ts", "#app/features/blog/blog.server", "Features must not import each other"],
    ["app/features/contact/new-file.ts", "../blog/blog.server", "Features must not import each other"],
    ["app/features/contact/new-file.ts", "#app/routes/api/contact", "Only routes"],
    ["app/features/contact/new-file.ts", "#app/composition/supplier-import.server", "Only routes"],
    // A feature takes what it uses as arguments; only the admin guard reads the request context (ADR 038).
    ["app/features/contact/new-file.ts", "#app/app-context.server", "pass what is needed as arguments"],
    ["app/features/auth/new-file.server.ts", "../../app-context.server", "pass what is needed as arguments"],
    ["app/features/auth/guard.server.ts", "#app/features/blog/blog.server", "Features must not import each other"],
    ["app/db/new-query.server.ts", "#app/features/catalog/catalog.server", "database layer"],
    ["app/admin/new-client.ts", "#app/features/brands/brands.server", "must not know features"],
    ["app/db/new-query.server.ts", "#app/runtime/content-memo.server", "must not import the runtime"],
    // The wire contract lives in app/http; the admin client builds on it (issue 28).
    ["app/http/new-helper.ts", "#app/admin/resource", "wire contract lives in app/http"],
    ["app/http/new-helper.server.ts", "../admin/resource", "wire contract lives in app/http"],
    // Content is data: no component, feature or database code (issue 28).
    ["app/content/new-copy.ts", "#app/components/ui/faq-list", "Content is data"],
    ["app/content/new-copy.ts", "../components/ui/faq-list", "Content is data"],
    ["app/content/new-copy.ts", "#app/features/blog/blog.server", "Content is data"],
    ["app/content/new-copy.ts", "#app/db/seed/demo-products", "Content is data"],
    // The seam (ADR 032): the host reaches the app only through its runtime, loaded from the build.
    ["server/new-middleware.ts", "#app/db/client.server", "only through its runtime"],
    ["server/new-middleware.ts", "#app/db/rate-limit.server", "only through its runtime"],
    ["server/new-middleware.ts", "#app/features/media/media.server", "only through its runtime"],
    ["server/new-middleware.ts", "#app/db/seed/seed.server", "only through its runtime"],
    ["server/new-middleware.ts", "#app/db/pglite-thread.server", "only through its runtime"],
    ["server/new-middleware.ts", "#app/app-context.server", "only through its runtime"],
    ["server/cli/new-tool.ts", "../../app/db/client.server", "only through its runtime"],
    ["server/new-middleware.ts", "#app/runtime.server", "only types from app/runtime.server.ts"],
    ["app/routes/site/new-page.tsx", "#server/page-cache", "never imports the host"],
    // Thin routes (ADR 038): audit and rate limits happen inside feature operations.
    ["app/routes/api/new-route.ts", "#app/db/audit.server", "Routes do not import the database"],
    ["app/routes/api/new-route.ts", "../../db/rate-limit.server", "Routes do not import the database"],
    ["app/routes/admin/new-page.tsx", "#app/db/schema/catalog", "Routes do not import the database"],
    ["app/root.tsx", "./db/client.server", "Routes do not import the database"],
    ["app/features/contact/new-file.ts", "../../../server/env", "never imports the host"],
    ["app/lib/new-helper.ts", "#server/request-id", "never imports the host"],
  ])("%s may not import %s", async (filePath, specifier, why) => {
    const messages = await restrictedImports(filePath, specifier);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(why);
  });

  it.each([
    ["app/lib/new-helper.ts", "./turkish"],
    ["app/domain/new-rule.ts", "#app/lib/turkish"],
    ["app/components/layout/new-bar.tsx", "#app/domain/site-settings"],
    ["app/features/contact/new-file.ts", "#app/domain/catalog-matching"],
    ["app/features/contact/new-file.ts", "./contact.server"],
    ["app/features/contact/new-file.ts", "#app/db/schema/contact"],
    ["app/composition/new-wiring.server.ts", "#app/features/catalog/catalog.server"],
    ["app/routes/api/new-route.ts", "#app/features/catalog/catalog.server"],
    ["app/content/new-copy.ts", "#app/domain/faq"],
    ["app/content/new-copy.ts", "#app/lib/turkish"],
    ["app/admin/new-client.ts", "#app/http/resource-contract"],
    ["app/http/new-helper.server.ts", "#app/db/client.server"],
    ["server/new-middleware.ts", "#app/lib/log-text"],
    ["server/new-middleware.ts", "./page-cache"],
    ["app/features/auth/guard.server.ts", "#app/app-context.server"],
  ])("%s may import %s", async (filePath, specifier) => {
    expect(await restrictedImports(filePath, specifier)).toEqual([]);
  });

  it("refuses content a component's type too, as FaqItem once was", async () => {
    const messages = await restrictedImports("app/content/new-copy.ts", "#app/components/ui/faq-list", { typeOnly: true });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("Content is data");
  });

  it("refuses a route the database's types too: a route passes on what it got, typed by the request context", async () => {
    const messages = await restrictedImports("app/routes/site/new-page.tsx", "#app/db/client.server", { typeOnly: true });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("Routes do not import the database");
  });

  // The two request contexts (ADR 038, "The request context, split"): the runtime sets them, everything else reads them through the accessors.
  it.each([
    ["app/routes/api/new-route.ts", "#app/app-context.server", "servicesContext"],
    ["app/routes/site/new-page.tsx", "#app/app-context.server", "requestScopeContext"],
    ["app/composition/new-wiring.server.ts", "../app-context.server", "servicesContext"],
    ["app/entry.server.tsx", "./app-context.server", "requestScopeContext"],
    ["app/features/auth/guard.server.ts", "#app/app-context.server", "requestScopeContext"],
  ])("%s may not import the context key %s's %s", async (filePath, specifier, name) => {
    const messages = await restrictedImports(filePath, specifier, { name });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain("Only the runtime");
  });

  it.each([
    ["app/runtime/runtime.server.ts", "#app/app-context.server", "servicesContext"],
    ["app/routes/api/new-route.ts", "#app/app-context.server", "getServices"],
    ["app/entry.server.tsx", "./app-context.server", "getRequestScope"],
  ])("%s may import %s's %s", async (filePath, specifier, name) => {
    expect(await restrictedImports(filePath, specifier, { name })).toEqual([]);
  });

  it("lets the host import the types of the app's entry", async () => {
    expect(await restrictedImports("server/new-middleware.ts", "#app/runtime.server", { typeOnly: true })).toEqual([]);
  });
});
