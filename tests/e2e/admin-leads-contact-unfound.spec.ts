import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * Issue 19 items 4 and 5: a contact message reaches the leads inbox as a contact lead with its
 * source page; a catalogue search that finds nothing reaches "Aranan ama bulunamayan".
 */

// One after the other: the paging test adds 60 searches, which would push another test's search off
// the list's first page while that test looks for it there.
test.describe.configure({ mode: "default" });

// Headless Chromium names itself "HeadlessChrome", which isbot rightly counts as a bot: these visits play a person's browser.
test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36" });

/** A word unique to this run, in letters: a run of 7 digits (a timestamp) looks like a phone number and is never stored. */
const uniqueWord = () => `${Date.now()}${Math.random()}`.replace(/\D/g, "").replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);

test("a contact message is listed in the inbox as a contact lead, its text inert, grouped by its source page", async ({ page, baseURL }) => {
  const name = `E2E İletişim ${Date.now()}`;
  const sent = await page.request.post("/api/contact", {
    data: { name, email: "e2e@example.com", phone: "0532 111 22 33", subject: "fiyat-teklifi", message: "<img src=x onerror=alert(1)> 8 kamera" },
    // From an address of its own: every lead form shares 127.0.0.1's limit of 5 leads in 10 minutes.
    headers: { referer: `${baseURL}/iletisim?utm_source=bulten`, "X-Forwarded-For": "198.51.100.32" },
  });
  expect(sent.status()).toBe(201);

  await signIn(page);
  await page.goto("/n1_admin/leads?type=contact&source=other");
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card).toContainText(/ILT-\d{4}-\d{6}/);
  await expect(card).toContainText("İletişim formu");
  await expect(card).toContainText("Fiyat Teklifi");
  await expect(card).toContainText("<img src=x onerror=alert(1)> 8 kamera");
  await expect(card).toContainText("Kaynak: Diğer sayfalar (/iletisim?utm_source=bulten)");
  await expect(card.getByRole("link", { name: "0532 111 22 33" })).toHaveAttribute("href", "tel:+905321112233");
  await expect(page.getByRole("search", { name: "Talepleri filtrele" }).getByLabel("Kaynak")).toHaveValue("other");
  await expectNoAxeViolations(page);

  // The dashboard's "by source" list counts it and links to the inbox filtered the same way.
  await page.goto("/n1_admin");
  await page.getByRole("region", { name: "Talepler" }).getByRole("link", { name: "Diğer sayfalar" }).click();
  await expect(page).toHaveURL(/\/n1_admin\/leads\?source=other&from=\d{4}-\d{2}-01$/);
  await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
});

test("a search that finds nothing is listed under 'Aranan ama bulunamayan', and staff delete it", async ({ page }) => {
  const word = `zeplin${uniqueWord()}`;
  await page.goto(`/urunler?q=${encodeURIComponent(`Termal ${word.toUpperCase()}`)}`);
  await expect(page.getByText(/^0\s*ürün bulundu$/)).toBeVisible();

  await signIn(page);
  await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Bulunamayan Aramalar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Aranan ama bulunamayan" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `termal ${word}` });
  await expect(row.getByRole("cell").nth(1)).toHaveText("1");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: `“termal ${word}” aramasını sil` }).click();
  await page.getByRole("dialog", { name: "Arama kaydını sil" }).getByRole("button", { name: "Kaydı Sil" }).click();
  await expect(page.getByText("Arama kaydı silindi.").first()).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("'Aranan ama bulunamayan' shows 50 searches a page, with page links (issue 27 item 15)", async ({ page }) => {
  const run = uniqueWord();
  // Each address may add 10 new terms an hour: 60 terms come from 6 addresses (the e2e server trusts X-Forwarded-For from loopback).
  for (let index = 0; index < 60; index++) {
    const response = await page.request.get(`/urunler?q=${encodeURIComponent(`sayfalama ${run} ${index}`)}`, { headers: { "x-forwarded-for": `198.51.100.${100 + Math.floor(index / 10)}` } });
    expect(response.status()).toBe(200);
  }

  await signIn(page);
  await page.goto("/n1_admin/unfound-searches");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(51); // the header row and 50 searches
  const pages = page.getByRole("navigation", { name: "Sayfalar" });
  await expect(pages.getByRole("link", { name: "Sayfa 1" })).toHaveAttribute("aria-current", "page");
  await expectNoAxeViolations(page);

  await pages.getByRole("link", { name: /Sonraki/ }).click();
  await expect(page).toHaveURL("/n1_admin/unfound-searches?page=2");
  await expect(pages.getByRole("link", { name: "Sayfa 2" })).toHaveAttribute("aria-current", "page");
  expect(await rows.count()).toBeGreaterThan(1);
  const shown = await page.getByRole("table").getByRole("cell").allTextContents();
  const firstPage = await (await page.request.get("/api/admin/unfound-searches?page=1")).json();
  expect(firstPage.items.some((item: { query: string }) => shown.includes(item.query))).toBe(false);
});
