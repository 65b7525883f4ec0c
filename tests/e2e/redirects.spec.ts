import type { APIRequestContext } from "@playwright/test";
import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { LOCKS } from "./locks";

/*
 * Issue 32's browser story (ADR 043): a renamed post's old address answers 301; an old site's list
 * of 20 addresses comes in by CSV after a dry run that refuses one row with its reason; a loop and a
 * redirect over a live page are refused; a 404 a browser got shows in "Bulunamayan sayfalar" and
 * becomes a redirect in one step.
 */

/** Headless Chromium names itself HeadlessChrome, which the not-found log rightly counts as a bot. */
const BROWSER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location };
}

test.use({ allowedFailures: [/\/api\/admin\/redirects(?:\/\d+)?$/] });

// The post is published, and then deleted: blog.spec.ts and list-images.spec.ts check the public list whole.
test("a renamed post's old address answers 301 with the new one", { lock: LOCKS.publicBlogList }, async ({ page }) => {
  const run = Date.now();
  await signIn(page);
  const created = await page.request.post("/api/admin/blog", {
    data: { title: `Yönlendirme denemesi ${run}`, slug: `yonlendirme-denemesi-${run}`, content: "Metin", isPublished: true },
  });
  expect(created.status()).toBe(201);
  await page.goto("/n1_admin/blog");
  await page.getByRole("row").filter({ hasText: `Yönlendirme denemesi ${run}` }).getByRole("button", { name: /düzenle/ }).click();
  const editor = page.getByRole("dialog", { name: "Blog Yazısını Düzenle" });
  await editor.getByLabel("Kısa ad (URL)").fill(`yonlendirme-yeni-${run}`);
  await editor.getByRole("button", { name: "Güncelle" }).click();
  await expect(page.getByText("Blog yazısı başarıyla güncellendi.").first()).toBeVisible();

  await expect.poll(() => redirectOf(page.request, `/blog/yonlendirme-denemesi-${run}`)).toEqual({ status: 301, location: `/blog/yonlendirme-yeni-${run}` });
  await page.goto(`/blog/yonlendirme-denemesi-${run}`);
  await expect(page).toHaveURL(`/blog/yonlendirme-yeni-${run}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Yönlendirme denemesi ${run}`);

  await page.goto("/n1_admin/redirects");
  const rule = page.getByRole("row").filter({ hasText: `/blog/yonlendirme-denemesi-${run}` });
  await expect(rule).toContainText("Otomatik");
  await expect(rule).toContainText(`/blog/yonlendirme-yeni-${run}`);

  const { id } = (await created.json()) as { id: number };
  expect((await page.request.delete(`/api/admin/blog/${id}`)).status()).toBe(204);
});

test("imports 20 old-site addresses from a CSV after a dry run that refuses one row with its reason", async ({ page }) => {
  const run = Date.now();
  await signIn(page);
  await page.goto("/n1_admin/redirects");
  const lines = Array.from({ length: 20 }, (_, index) => `/eski-site-${run}/urun.php?id=${index + 1};/urunler;301;eski site`);
  const csv = ["kaynak;hedef;tür;not", ...lines.slice(0, 10), "/hakkimizda;/iletisim;301;canlı sayfa", ...lines.slice(10)].join("\r\n");
  await page.getByLabel("CSV Yükle").setInputFiles({ name: "eski-site.csv", mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${csv}`, "utf8") });
  const preview = page.getByRole("dialog", { name: "CSV önizlemesi (deneme)" });
  await expect(preview).toContainText("20 eklenecek, 0 değişecek, 0 değişmeyecek, 1 satır reddedildi.");
  const refused = preview.getByRole("row").filter({ hasText: "/hakkimizda" });
  await expect(refused).toContainText("Reddedildi");
  await expect(refused).toContainText("/hakkimizda sitede yayında olan bir sayfa; yönlendirme bu sayfayı gizlerdi.");
  await expectNoAxeViolations(page);
  // The dry run wrote nothing.
  expect((await redirectOf(page.request, `/eski-site-${run}/urun.php?id=1`)).status).toBe(404);

  await preview.getByRole("button", { name: "Uygun Satırları Uygula" }).click();
  await expect(page.getByText("20 yönlendirme eklendi, 0 değişti, 1 satır reddedildi.").first()).toBeVisible();
  await expect(preview).toBeHidden();
  for (let id = 1; id <= 20; id += 1) {
    await expect.poll(() => redirectOf(page.request, `/eski-site-${run}/urun.php?id=${id}`)).toEqual({ status: 301, location: "/urunler" });
  }
});

test("refuses a loop and a redirect over a live page, in Turkish", async ({ page }) => {
  const run = Date.now();
  await signIn(page);
  await page.goto("/n1_admin/redirects");
  const addRule = async (source: string, target: string) => {
    await page.getByRole("button", { name: "Yeni Yönlendirme" }).click();
    const dialog = page.getByRole("dialog", { name: "Yeni Yönlendirme" });
    await dialog.getByLabel("Kaynak adres (eski adres, / ile başlar)").fill(source);
    await dialog.getByLabel("Hedef adres (bu sitede bir yol ya da https:// adresi)").fill(target);
    await dialog.getByRole("button", { name: "Ekle", exact: true }).click();
    return dialog;
  };
  await addRule(`/kampanya-a-${run}`, `/kampanya-b-${run}`);
  await expect(page.getByText("Yönlendirme eklendi").first()).toBeVisible();

  const loop = await addRule(`/kampanya-b-${run}`, `/kampanya-a-${run}`);
  await expect(page.getByText(`Döngü oluşur: /kampanya-b-${run} → /kampanya-a-${run} → /kampanya-b-${run}. Bu yönlendirme kaydedilmedi.`).first()).toBeVisible();
  await loop.getByRole("button", { name: "Vazgeç" }).click();
  await expect(loop).toBeHidden();

  await addRule("/hakkimizda", "/iletisim");
  await expect(page.getByText("/hakkimizda sitede yayında olan bir sayfa; yönlendirme bu sayfayı gizlerdi.").first()).toBeVisible();
  expect((await redirectOf(page.request, "/hakkimizda")).status).toBe(200);
});

test.describe("a browser's 404", () => {
  test.use({ userAgent: BROWSER_AGENT });

  test("shows in the not-found log and becomes a redirect in one step", async ({ page }) => {
    const path = `/eski-kampanya-${Date.now()}`;
    const missing = await page.goto(path, { referer: "https://eski-site.example/sayfa?kisi=ayse" });
    expect(missing?.status()).toBe(404);

    await signIn(page);
    await page.goto("/n1_admin/redirects");
    const row = page.getByRole("row").filter({ hasText: path });
    await expect(row).toContainText("eski-site.example");
    await expect(row).not.toContainText("kisi=ayse");
    await row.getByRole("button", { name: `${path} için yönlendirme oluştur` }).click();
    const dialog = page.getByRole("dialog", { name: "Yeni Yönlendirme" });
    await expect(dialog.getByLabel("Kaynak adres (eski adres, / ile başlar)")).toHaveValue(path);
    await dialog.getByLabel("Hedef adres (bu sitede bir yol ya da https:// adresi)").fill("/iletisim");
    await dialog.getByRole("button", { name: "Ekle", exact: true }).click();
    await expect(page.getByText("Yönlendirme eklendi").first()).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: path })).toHaveCount(1);
    await expect.poll(() => redirectOf(page.request, path)).toEqual({ status: 301, location: "/iletisim" });
  });
});
