import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";

// Other specs write content in parallel, and every write empties the page cache. A second visit
// that misses because a write fell between the two visits is retried rather than failed.
async function secondVisitFromCache(page: Page, path: string): Promise<Response> {
  const hits: Response[] = [];
  await expect(async () => {
    await page.goto(path);
    const second = await page.goto(path);
    expect(await second?.headerValue("x-cache")).toBe("HIT");
    if (second) hits.push(second);
  }).toPass({ timeout: 15_000 });
  const hit = hits.at(-1);
  if (!hit) throw new Error(`${path}: no response`);
  return hit;
}

test.describe("page cache in the browser", () => {
  test("a page served from the cache still runs its scripts (CSP hashes match) and revalidates with 304", async ({ page }) => {
    // A page that hydrates React: its inline scripts are allowed by hash.
    const reactPage = await secondVisitFromCache(page, "/hizmetlerimiz");
    expect(await reactPage.headerValue("content-security-policy")).toContain("'sha256-");

    // An enhanced page (ADR 027): its module script runs from the cached copy too.
    // The fixture fails the test on any console error, a CSP violation included.
    const reloaded = await secondVisitFromCache(page, "/hdd-hesaplama");
    expect(reloaded.status()).toBe(200);
    expect(await reloaded.headerValue("content-security-policy")).not.toContain("'nonce-");

    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    await expect(page).toHaveURL(/\/hdd-hesaplama\?kanal=4&/);
    await expect(page.getByTestId("hdd-suggestion")).toHaveText("4 TB");

    await expect(async () => {
      const cached = await page.request.get("/hdd-hesaplama");
      const etag = cached.headers()["etag"] ?? "";
      expect(etag).not.toBe("");
      const revalidated = await page.request.get("/hdd-hesaplama", { headers: { "if-none-match": etag } });
      expect(revalidated.status()).toBe(304);
    }).toPass({ timeout: 15_000 });
  });
});
