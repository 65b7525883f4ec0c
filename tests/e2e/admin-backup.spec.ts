import { readFileSync } from "node:fs";
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

test("the dashboard's 'Yedek indir' downloads a backup of the database", async ({ page }) => {
  await signIn(page);
  const button = page.getByRole("button", { name: /Yedek indir/ });
  await expect(button).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^yedek-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.(pglite\.tar\.gz|pgdump)$/);
  const bytes = readFileSync((await download.path())!);
  // A gzip (PGlite data directory) or a pg_dump custom archive, not an error page.
  expect(bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b])) || bytes.subarray(0, 5).toString() === "PGDMP").toBe(true);
  expect(bytes.length).toBeGreaterThan(100_000);
});

test("with the panel's session, the backup is refused to a GET, a same-site request and another origin", async ({ page, baseURL }) => {
  await signIn(page);
  const url = `${baseURL}/api/admin/backup`;
  expect((await page.request.get(url)).status()).not.toBe(200);
  expect((await page.request.post(url, { headers: { "sec-fetch-site": "same-site" } })).status()).toBe(403);
  expect((await page.request.post(url, { headers: { origin: "https://evil.example" } })).status()).toBe(403);
});
