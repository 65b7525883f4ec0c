import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The layer rules of eslint.config.js (ADR 026), run on deliberate bad imports: each must fail with
 * no-restricted-imports, and the allowed directions must pass. `npm run lint` checks the tree itself.
 */
const eslint = new ESLint();

async function restrictedImports(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from "${specifier}";\nexport const y = x;\n`, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
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
    ["app/db/new-query.server.ts", "#app/features/catalog/catalog.server", "database layer"],
    ["app/admin/new-client.ts", "#app/features/brands/brands.server", "must not know features"],
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
  ])("%s may import %s", async (filePath, specifier) => {
    expect(await restrictedImports(filePath, specifier)).toEqual([]);
  });
});
