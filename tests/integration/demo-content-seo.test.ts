import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, jsonSender, signIn } from "#tests/support/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.request);
});
afterAll(async () => {
  await ctx.database.dispose();
});

it("the demo content passes the site's own SEO analysis with no issue at all (issue 16)", async () => {
  const response = await jsonSender(ctx.request, () => cookie)("GET", "/api/admin/seo/analysis");
  expect(response.status).toBe(200);
  const analysis = (await response.json()) as { totalIssues: number; issues: { name: string; issue: string }[] };
  expect(analysis.issues.map(({ name, issue }) => `${name}: ${issue}`)).toEqual([]);
  expect(analysis.totalIssues).toBe(0);
});
