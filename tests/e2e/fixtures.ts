import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { contrastFailures, undecidedContrastTargets } from "./contrast-check";

/** Every test fails on a console error or an uncaught page error (CSP violations included). */
export const test = base.extend<{ consoleErrors: string[]; allowedFailures: RegExp[] }>({
  /** URLs whose 4xx/5xx answers a test expects (e.g. a refused sign-in). */
  allowedFailures: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedFailures }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A 404 or 503 document is asserted by the test itself; failed subresources are caught below.
        if (message.text().startsWith("Failed to load resource")) return;
        errors.push(message.text());
      });
      page.on("response", (response) => {
        if (allowedFailures.some((pattern) => pattern.test(response.url()))) return;
        if (response.status() >= 400 && response.request().resourceType() !== "document") {
          errors.push(`${response.status()} ${response.url()}`);
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  // axe leaves text on gradients, pictures and its own colour undecided; those are measured here.
  expect(await contrastFailures(page, undecidedContrastTargets(results.incomplete)), `contrast on ${page.url()}`).toEqual([]);
}
