import { startShopSite, type ShopSite } from "../fixtures/structured-supplier-sites";
import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { LOCKS } from "./locks";

/*
 * Issue 20 in the browser: from no profile at all to imported products, through the guided form and
 * its preview, against a WooCommerce-like shop (JSON-LD list and product pages) on loopback. Serial:
 * the first test needs the supplier address still unset. The profile is saved into the site-settings
 * row, which admin-brands-settings.spec.ts's settings form saves too: never both at once.
 */
test.describe.configure({ mode: "serial", lock: LOCKS.siteSettings });

let shop: ShopSite;
test.beforeAll(async () => {
  shop = await startShopSite("woocommerce");
});
test.afterAll(async () => {
  await shop.close();
});

test.describe("supplier import not configured", () => {
  test.use({ allowedFailures: [/\/api\/admin\/imports$/] });

  test("'Ürünleri Çek' asks for a supplier URL when none is set", async ({ page }) => {
    await signIn(page);
    await page.goto("/n1_admin/products");
    await page.getByRole("button", { name: "Ürünleri Çek" }).click();
    await expect(page.getByText("Tedarikçi adresi ayarlanmamış. Site Ayarları'ndan tedarikçi katalog adresini girin.").first()).toBeVisible();
  });
});

test("from an empty profile through the preview to imported products, with no selector written", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto("/n1_admin/products");
  await page.getByText("Tedarikçi profili", { exact: true }).click();
  await expect(page.getByText("Henüz profil kaydedilmedi")).toBeVisible();
  await expect(page.getByLabel("Yapılandırılmış veri (önerilen)")).toBeChecked();

  // A catalogue address that is not http(s): the message sits next to the field, nothing is sent.
  const address = page.getByLabel("Katalog sayfasının adresi");
  await address.fill("ftp://tedarikci.example/urunler");
  await page.getByRole("button", { name: "Önizle" }).click();
  await expect(address).toHaveAccessibleDescription("Katalog adresi http:// veya https:// ile başlayan geçerli bir adres olmalıdır.");

  await address.fill(shop.catalogueUrl);
  await page.getByText("Gelişmiş ayarlar").click();
  await page.getByLabel("İstekler arası bekleme (ms)").fill("0");
  // A brand selector that matches nothing on the product pages: named next to its field by the preview.
  await page.getByText("Seçiciler ve ek sayfalar (isteğe bağlı)").click();
  const brandSelector = page.getByLabel("Marka seçicisi");
  await brandSelector.fill(".marka-yok");
  await page.getByRole("button", { name: "Önizle" }).click();
  const preview = page.getByRole("region", { name: "Önizleme" });
  await expect(preview.getByRole("status")).toContainText("ilk 6 üründen 0 tanesi eklenecek. Hiçbir şey kaydedilmedi.");
  await expect(brandSelector).toHaveAccessibleDescription("Bu seçici ürün sayfasında hiçbir öğeyle eşleşmedi.");
  await expect(preview.getByRole("row", { name: new RegExp(shop.products[0]!.name) })).toContainText('"Güvenlik Kameraları" kategorisi eşleşmedi.');
  await expectNoAxeViolations(page);

  // The unmapped categories come with suggestions from the matching rules; the one without is chosen by hand.
  for (const category of ["Güvenlik Kameraları", "Kayıt Cihazları", "Yangın Dedektörleri", "Ağ Anahtarları"]) {
    await preview.getByRole("button", { name: `“${category}” eşlemesini ekle` }).click();
  }
  await expect(page.getByLabel("Kategori 1", { exact: true })).toHaveValue("CCTV & Güvenlik Çözümleri");
  await expect(page.getByLabel("Alt kategori 1", { exact: true })).toHaveValue("IP Kameralar");
  await expect(page.getByLabel("Tedarikçi kategorisi 4")).toHaveValue("Ağ Anahtarları");
  // A supplier category left unmapped: the message sits next to its select, nothing is sent.
  await page.getByRole("button", { name: "Önizle" }).click();
  await expect(page.getByLabel("Kategori 4", { exact: true })).toHaveAccessibleDescription("Bu tedarikçi kategorisi için bir kategori seçin.");
  await page.getByLabel("Kategori 4", { exact: true }).selectOption("Network Ürün Grupları");
  await page.getByLabel("Alt kategori 4", { exact: true }).selectOption("Switch");
  await brandSelector.fill("");
  await page.getByRole("button", { name: "Önizle" }).click();
  await expect(preview.getByRole("status")).toContainText("ilk 6 üründen 6 tanesi eklenecek.");
  for (const product of shop.products) await expect(preview.getByRole("row", { name: new RegExp(product.name) })).toContainText("Eklenecek");
  await expect(brandSelector).not.toHaveAccessibleDescription(/eşleşmedi/);

  await page.getByRole("button", { name: "İçe aktar" }).click();
  await expect(page.getByText(`${shop.products.length} yeni ürün eklendi. Toplam ${shop.products.length} ürün tarandı.`).first()).toBeVisible({ timeout: 60_000 });

  await page.getByLabel("Ara", { exact: true }).fill(shop.products[3]!.name);
  const row = page.getByRole("row", { name: new RegExp(shop.products[3]!.name) });
  await expect(row).toContainText("Pasif");
  await expect(row).toContainText("Dalgalink");

  // The saved profile comes back into the form as it was entered.
  await page.reload();
  await page.getByText("Tedarikçi profili", { exact: true }).click();
  await expect(page.getByLabel("Katalog sayfasının adresi")).toHaveValue(shop.catalogueUrl);
  await expect(page.getByLabel("Alt kategori 4", { exact: true })).toHaveValue("Switch");
});
