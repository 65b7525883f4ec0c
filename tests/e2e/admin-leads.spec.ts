import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/* Issue 19 item 4, first part: staff see a survey request in the inbox and move it through the statuses. */

test("a survey request reaches the inbox with call links, and its status, reason and notes are saved", async ({ page }) => {
  const name = `E2E Talep ${Date.now()}`;
  const sent = await page.request.post("/ucretsiz-kesif", {
    form: { services: "alarm", siteType: "magaza", district: "izmit", name, phone: "0262 321 00 00", consent: "on", note: "<b>kalın değil</b>" },
    // From an address of its own (the e2e server trusts the loopback proxy): the browser tests' lead forms keep 127.0.0.1's limit.
    headers: { "X-Forwarded-For": "198.51.100.21" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const reference = new URL(sent.headers().location!, "http://x").searchParams.get("no")!;

  await signIn(page);
  await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Talepler" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Talepler" })).toBeVisible();
  const card = page.getByRole("listitem").filter({ hasText: reference });
  await expect(card).toContainText(name);
  await expect(card).toContainText("İzmit");
  await expect(card).toContainText("Hırsız alarm");
  await expect(card).toContainText("<b>kalın değil</b>");
  await expect(card.getByRole("link", { name: "0262 321 00 00" })).toHaveAttribute("href", "tel:+902623210000");
  await expect(card.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/902623210000\?text=/);
  await expectNoAxeViolations(page);

  const form = card.getByRole("form", { name: `${reference} takibi` });
  await form.getByLabel("Durum").selectOption("lost");
  await form.getByLabel("Kaybedilme nedeni").fill("Başka firmayla anlaştı");
  await form.getByLabel("İç notlar").fill("Bir yıl sonra tekrar aranabilir.");
  await form.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText(`${reference} güncellendi.`).first()).toBeVisible();

  await page.reload();
  const saved = page.getByRole("listitem").filter({ hasText: reference });
  await expect(saved).toContainText(`${reference} · Kaybedildi`);
  await expect(saved.getByLabel("Kaybedilme nedeni")).toHaveValue("Başka firmayla anlaştı");
  await expect(saved.getByLabel("İç notlar")).toHaveValue("Bir yıl sonra tekrar aranabilir.");
});

test("staff filter the inbox by search, district and status, and export what the filters select as CSV", async ({ page }) => {
  // Every lead form shares the per-IP limit (5 in 10 minutes): this post comes from an address of its own, as above.
  const name = `E2E Filtre ${Date.now()}`;
  const sent = await page.request.post("/ucretsiz-kesif", {
    form: { services: "cctv", siteType: "ev", district: "kartepe", name, phone: "0532 765 43 21", consent: "on", note: "=1+1" },
    headers: { "X-Forwarded-For": "198.51.100.22" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const reference = new URL(sent.headers().location!, "http://x").searchParams.get("no")!;

  await signIn(page);
  // The dashboard counts it and links to the inbox filtered by its district from the month's first day.
  const counts = page.getByRole("region", { name: "Talepler" });
  await expect(counts.getByRole("link", { name: /^Yeni talepler [1-9]/ })).toBeVisible();
  await counts.getByRole("link", { name: "Kartepe" }).click();
  await expect(page).toHaveURL(/\/n1_admin\/leads\?district=kartepe&from=\d{4}-\d{2}-01$/);
  await expect(page.getByRole("listitem").filter({ hasText: reference })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/n1_admin/leads");
  const filters = page.getByRole("search", { name: "Talepleri filtrele" });
  await filters.getByLabel("Ara").fill("0532 765 43");
  await filters.getByLabel("İlçe").selectOption("kartepe");
  await filters.getByRole("button", { name: "Filtrele" }).click();
  await expect(page).toHaveURL(/\?q=0532\+765\+43&district=kartepe$/);
  const list = page.getByRole("list", { name: "1 talep" });
  await expect(list.getByRole("listitem").filter({ hasText: reference })).toContainText(name);
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await filters.getByRole("link", { name: "CSV indir" }).click();
  const file = await (await download).path();
  const { readFile } = await import("node:fs/promises");
  const csv = await readFile(file, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${reference};`);
  expect(lines[1]).toContain("0532 765 43 21");
  // Papa quotes an escaped formula cell.
  expect(lines[1]).toContain(`;"'=1+1";`);

  await filters.getByLabel("Durum").selectOption("won");
  await filters.getByRole("button", { name: "Filtrele" }).click();
  await expect(page.getByText("Bu filtrelere uyan talep yok")).toBeVisible();
  await page.getByRole("search", { name: "Talepleri filtrele" }).getByRole("button", { name: "Temizle" }).click();
  await expect(page).toHaveURL(/\/n1_admin\/leads$/);
  await expect(page.getByRole("listitem").filter({ hasText: reference })).toBeVisible();
});

test("a wrong day range is refused beside the field, before any request", async ({ page }) => {
  await signIn(page);
  await page.goto("/n1_admin/leads");
  const filters = page.getByRole("search", { name: "Talepleri filtrele" });
  await filters.getByLabel("Başlangıç tarihi").fill("2026-11-20");
  await filters.getByLabel("Bitiş tarihi").fill("2026-11-01");
  await filters.getByRole("button", { name: "Filtrele" }).click();
  await expect(filters.getByText("Bitiş tarihi başlangıç tarihinden önce olamaz.")).toBeVisible();
  await expect(filters.getByLabel("Bitiş tarihi")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/n1_admin\/leads$/);
});

test("a part of a reference finds the lead, and deleting it asks in the site's own dialog, not the browser's (issue 27 item 10)", async ({ page }) => {
  const name = `E2E Silinecek ${Date.now()}`;
  const sent = await page.request.post("/ucretsiz-kesif", {
    form: { services: "alarm", siteType: "ev", district: "golcuk", name, phone: "0262 444 55 66", consent: "on" },
    headers: { "X-Forwarded-For": "198.51.100.23" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const reference = new URL(sent.headers().location!, "http://x").searchParams.get("no")!;
  const nativeDialogs: string[] = [];
  page.on("dialog", (dialog) => {
    nativeDialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await signIn(page);
  await page.goto("/n1_admin/leads");
  const filters = page.getByRole("search", { name: "Talepleri filtrele" });
  // "KSF-2026" (type and year) and "000042" (the padded id) are parts of "KSF-2026-000042".
  await filters.getByLabel("Ara").fill(reference.slice(0, 8).toLowerCase());
  await filters.getByRole("button", { name: "Filtrele" }).click();
  // The newest lead is on the unfiltered first page too: the filtered page is waited for by its
  // address, or the form it brings would overwrite the next search text.
  await expect(page).toHaveURL(/\?q=ksf-2026$/);
  await expect(page.getByRole("listitem").filter({ hasText: reference })).toContainText(name);
  await filters.getByLabel("Ara").fill(reference.slice(-6));
  await filters.getByRole("button", { name: "Filtrele" }).click();
  const card = page.getByRole("list", { name: "1 talep" }).getByRole("listitem").filter({ hasText: reference });
  await expect(card).toContainText(name);

  await card.getByRole("button", { name: `${reference} talebini sil` }).click();
  const confirmation = page.getByRole("dialog", { name: "Talebi sil" });
  await expect(confirmation).toContainText(`${reference} numaralı talep (${name}) silinecek. Bu işlem geri alınamaz.`);
  await expect(confirmation.getByRole("button", { name: "Vazgeç" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Enter");
  await expect(confirmation).toBeHidden();
  await expect(card).toHaveCount(1);

  await card.getByRole("button", { name: `${reference} talebini sil` }).click();
  await confirmation.getByRole("button", { name: "Talebi Sil" }).click();
  await expect(page.getByText("Talep silindi.").first()).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText("Bu filtrelere uyan talep yok")).toBeVisible();
  expect(nativeDialogs).toEqual([]);
});
