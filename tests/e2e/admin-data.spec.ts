import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

test("'Yinelenenleri Temizle' names how many products it will delete, deletes nothing on 'Vazgeç', then reports what it did", async ({ page }) => {
  await signIn(page);
  const name = `E2E Yinelenen Kamera ${Date.now()}`;
  // Passive copies: the public catalogue specs, running beside this one, count the demo products.
  for (let copy = 0; copy < 3; copy++) {
    const created = await page.request.post("/api/admin/products", {
      data: { name, brand: "Optivizyon", category: "CCTV & Güvenlik Çözümleri", isActive: false },
    });
    expect(created.status()).toBe(201);
  }
  const copies = async () => ((await (await page.request.get("/api/admin/products")).json()) as { name: string }[]).filter((row) => row.name === name).length;

  await page.goto("/n1_admin/data-management");
  await page.getByRole("button", { name: "Yinelenenleri Temizle" }).click();
  const confirmation = page.getByRole("dialog", { name: "Yinelenen ürünleri temizle" });
  await expect(confirmation).toContainText(/\d+ yinelenen ürün silinecek/);
  await confirmation.getByRole("button", { name: "Vazgeç" }).click();
  await expect(confirmation).toBeHidden();
  expect(await copies()).toBe(3);

  await page.getByRole("button", { name: "Yinelenenleri Temizle" }).click();
  await confirmation.getByRole("button", { name: "Yinelenenleri Sil" }).click();
  await expect(page.getByText(/\d+ yinelenen ürün birleştirilip silindi\./).first()).toBeVisible();
  expect(await copies()).toBe(1);

  await page.getByRole("button", { name: "Yinelenenleri Temizle" }).click();
  await expect(confirmation).toContainText("Yinelenen ürün bulunamadı.");
  await expect(confirmation.getByRole("button", { name: "Yinelenenleri Sil" })).toHaveCount(0);
  await confirmation.getByRole("button", { name: "Kapat" }).first().click();
});

test("the page-cache purge asks first, saying what will happen", async ({ page }) => {
  await signIn(page);
  await page.goto("/n1_admin/data-management");
  await page.getByRole("button", { name: "Önbelleği Temizle" }).click();
  const confirmation = page.getByRole("dialog", { name: "Sayfa önbelleğini temizle" });
  await expect(confirmation).toContainText("Hazır tutulan tüm sayfalar silinecek");
  await confirmation.getByRole("button", { name: "Önbelleği Temizle" }).click();
  await expect(confirmation).toBeHidden();
});
