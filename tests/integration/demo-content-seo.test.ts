import { expect, it } from "vitest";
import { describeSignedIn } from "#tests/support/test-app";

describeSignedIn("demo content SEO", (ctx) => {
  it("the demo content passes the site's own SEO analysis with no issue at all (issue 16)", async () => {
    const response = await ctx.send("GET", "/api/admin/seo/analysis");
    expect(response.status).toBe(200);
    const analysis = (await response.json()) as { totalIssues: number; issues: { name: string; issue: string }[] };
    expect(analysis.issues.map(({ name, issue }) => `${name}: ${issue}`)).toEqual([]);
    expect(analysis.totalIssues).toBe(0);
  });
});
