import { expect, expectNoAxeViolations, test } from "./fixtures";

/* District landing pages in the browser (issue 7): Diğer İlçeler, the hub, the Darıca spelling, axe. */

test("'Diğer İlçeler' links the 12 other companies pages and leads to them", async ({ page }) => {
  await page.goto("/gebze-guvenlik-sirketleri");
  const grid = page.getByRole("navigation", { name: "Diğer ilçelerdeki güvenlik şirketleri sayfaları" });
  const links = grid.getByRole("link");
  await expect(links).toHaveCount(12);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(hrefs).not.toContain("/gebze-guvenlik-sirketleri");
  expect(hrefs).toContain("/kocaeli-guvenlik-sirketleri");

  await grid.getByRole("link", { name: "Kandıra Güvenlik Şirketleri" }).click();
  await expect(page).toHaveURL(/\/kandira-guvenlik-sirketleri$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kandıra Güvenlik Şirketleri");
  await expect(
    page
      .getByRole("navigation", { name: "Diğer ilçelerdeki güvenlik şirketleri sayfaları" })
      .getByRole("link", { name: "Gebze Güvenlik Şirketleri" }),
  ).toBeVisible();
});

test("the hub lists every district and is reached from the footer", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Hizmet Bölgeleri" }).click();
  await expect(page).toHaveURL(/\/hizmet-bolgeleri$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hizmet Bölgeleri");
  const districts = page.locator("section[aria-labelledby='ilceler'] h3");
  await expect(districts).toHaveCount(13);
  // Başiskele has only a companies page.
  const basiskele = page.locator("li", { has: page.getByRole("heading", { name: "Başiskele", exact: true }) });
  await expect(basiskele.getByRole("link")).toHaveText(["Başiskele Güvenlik Şirketleri"]);

  await page.getByRole("link", { name: "Darıca Güvenlik Sistemleri" }).click();
  await expect(page).toHaveURL(/\/darica-guvenlik-sistemleri$/);
  await page.getByRole("link", { name: "Darıca Güvenlik Şirketleri" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Darıca Güvenlik Şirketleri");
});

test("the dotless-ı spelling of Darıca redirects permanently to the registered route", async ({ page }) => {
  for (const family of ["sistemleri", "sirketleri"]) {
    const response = await page.goto(`/darıca-guvenlik-${family}`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/dar%C4%B1ca-guvenlik-${family}$`));
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(page).toHaveURL(new RegExp(`/darica-guvenlik-${family}$`));
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the district FAQ opens and the pair link works", async ({ page }) => {
    await page.goto("/kartepe-guvenlik-sistemleri");
    await page.getByText("Kartepe'nin karlı kışında kameralar çalışmaya devam eder mi?").click();
    await expect(page.getByText("Yüksek kesimlerde ısıtıcılı")).toBeVisible();
    await page.getByRole("link", { name: "Kartepe Güvenlik Şirketleri" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kartepe Güvenlik Şirketleri");
  });
});

test.describe("axe finds no violations", () => {
  for (const path of ["/izmit-guvenlik-sistemleri", "/izmit-guvenlik-sirketleri", "/kocaeli-yangin-ihbar-sistemi", "/hizmet-bolgeleri"]) {
    test(`on ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectNoAxeViolations(page);
    });
  }
});
