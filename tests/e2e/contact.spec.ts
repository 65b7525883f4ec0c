import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

test("the contact form validates in Turkish, sends, clears itself, and the message reaches the admin inbox", async ({ page }) => {
  await page.goto("/iletisim");
  await expect(page.getByRole("heading", { level: 1, name: "İletişim" })).toBeVisible();
  const form = page.getByRole("form", { name: "İletişim formu" });
  await form.getByRole("button", { name: "Mesaj Gönder" }).click();
  for (const message of ["Adınızı girin.", "Geçerli bir e-posta adresi girin.", "Konu seçin.", "Mesajınızı yazın."]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel("Ad Soyad *")).toHaveAttribute("aria-invalid", "true");

  const text = `Fabrikamız için yangın algılama keşfi istiyoruz (${Date.now()}).`;
  await form.getByLabel("Ad Soyad *").fill("Zeynep Çelik");
  await form.getByLabel("E-posta *").fill("zeynep@ornek-fabrika.example");
  await form.getByLabel("Konu *").selectOption({ label: "Yangın Algılama" });
  await form.getByLabel("Mesajınız *").fill(text);
  await form.getByRole("button", { name: "Mesaj Gönder" }).click();
  await expect(page.getByText("Mesajınız Gönderildi").first()).toBeVisible();
  await expect(page.getByText("En kısa sürede size dönüş yapacağız.").first()).toBeVisible();
  await expect(form.getByLabel("Ad Soyad *")).toHaveValue("");
  await expect(form.getByLabel("Mesajınız *")).toHaveValue("");

  await signIn(page);
  const messages = (await (await page.request.get("/api/admin/messages")).json()) as { name: string; subject: string; message: string }[];
  expect(messages.find((message) => message.message === text)).toMatchObject({ name: "Zeynep Çelik", subject: "yangin-algilama" });
  await page.goto("/n1_admin/messages");
  await expect(page.getByText(text)).toBeVisible();
});

test("a quote link prefills the subject and the message", async ({ page }) => {
  const message = "8 kamera, H.265, 30 gün kayıt · Gereken kapasite: 2,5 TB";
  await page.goto(`/iletisim?konu=fiyat-teklifi&mesaj=${encodeURIComponent(message)}`);
  const form = page.getByRole("form", { name: "İletişim formu" });
  await expect(form.getByLabel("Konu *")).toHaveValue("fiyat-teklifi");
  await expect(form.getByLabel("Mesajınız *")).toHaveValue(message);
});

test.describe("what only the server catches", () => {
  test.use({ allowedFailures: [/\/api\/contact$/] });

  test("a name of spaces passes the browser's check, and the server's Turkish field error shows under the field", async ({ page }) => {
    await page.goto("/iletisim");
    const form = page.getByRole("form", { name: "İletişim formu" });
    await form.getByLabel("Ad Soyad *").fill("   ");
    await form.getByLabel("E-posta *").fill("ali@ornek.example");
    await form.getByLabel("Konu *").selectOption({ label: "Diğer" });
    await form.getByLabel("Mesajınız *").fill("Merhaba");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
    await form.getByRole("button", { name: "Mesaj Gönder" }).click();
    expect((await answer).status()).toBe(400);
    await expect(form.getByText("Adınızı girin.")).toBeVisible();
    await expect(form.getByLabel("Ad Soyad *")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("E-posta *")).not.toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Ad Soyad *").fill("Ali Kaya");
    await expect(form.getByText("Adınızı girin.")).toBeHidden();
  });
});

test("the map loads from Google only after the visitor asks, and the page is axe-clean", async ({ page }) => {
  const googleRequests: string[] = [];
  await page.route(/^https:\/\/www\.google\.com\//, (route) => {
    googleRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Harita</title>" });
  });
  await page.goto("/iletisim");
  const details = page.getByRole("main").locator("address");
  await expect(details.getByRole("link", { name: "+90 262 000 00 00" })).toHaveAttribute("href", "tel:+902620000000");
  await expect(details.getByRole("link", { name: "+90 532 000 00 00" })).toHaveAttribute("href", "tel:+905320000000");
  await expect(details.getByText("Pazartesi - Cuma")).toBeVisible();
  await expect(details.getByRole("link", { name: "Instagram" })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(details.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/905320000000");
  await page.getByText("Ürünlerin ve işçiliğin garantisi var mı?").click();
  await expect(page.getByText("kurulum işçiliğine de 1 yıl garanti")).toBeVisible();
  await expectNoAxeViolations(page);
  expect(googleRequests).toEqual([]);

  await page.getByRole("button", { name: "Haritayı Göster" }).click();
  await expect(page.locator('iframe[title^="Harita:"]')).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=/);
  await expect.poll(() => googleRequests.length).toBeGreaterThan(0);
});
