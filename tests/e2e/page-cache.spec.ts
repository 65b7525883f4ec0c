import { expect, test } from "./fixtures";

test.describe("page cache in the browser", () => {
  test("a page served from the cache still runs its scripts (CSP hashes match) and revalidates with 304", async ({ page }) => {
    // A page that hydrates React: its inline scripts are allowed by hash.
    await page.goto("/hizmetlerimiz");
    const reactPage = await page.goto("/hizmetlerimiz");
    expect(await reactPage?.headerValue("x-cache")).toBe("HIT");
    expect(await reactPage?.headerValue("content-security-policy")).toContain("'sha256-");

    // An enhanced page (ADR 027): its module script runs from the cached copy too.
    const first = await page.goto("/hdd-hesaplama");
    expect(first?.status()).toBe(200);
    // The fixture fails the test on any console error, a CSP violation included.
    const reloaded = await page.goto("/hdd-hesaplama");
    expect(await reloaded?.headerValue("x-cache")).toBe("HIT");
    expect(await reloaded?.headerValue("content-security-policy")).not.toContain("'nonce-");

    await page.getByRole("button", { name: "Hesapla", exact: true }).click();
    await expect(page).toHaveURL(/\/hdd-hesaplama\?kanal=4&/);
    await expect(page.getByTestId("hdd-suggestion")).toHaveText("4 TB");

    const etag = (await reloaded?.headerValue("etag")) ?? "";
    const revalidated = await page.request.get("/hdd-hesaplama", { headers: { "if-none-match": etag } });
    expect(revalidated.status()).toBe(304);
  });
});
