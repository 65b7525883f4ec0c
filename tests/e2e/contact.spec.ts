import type { Page } from "@playwright/test";
import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// A contact message is a lead, and every lead form shares 5 leads per IP in 10 minutes (ADR 037) while the
// suite runs from 127.0.0.1: this file's messages come from an address of their own (the e2e server trusts the loopback proxy).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.31" } });

/** Fills the required fields with a valid message; answers its text, unique to this run. */
async function fillValidMessage(page: Page) {
  const text = `Fabrikamız için yangın algılama keşfi istiyoruz (${Date.now()}-${Math.random()}).`;
  const form = page.getByRole("form", { name: "İletişim formu" });
  await form.getByLabel("Ad Soyad *").fill("Zeynep Çelik");
  await form.getByLabel("E-posta *").fill("zeynep@ornek-fabrika.example");
  await form.getByLabel("Konu *").selectOption({ label: "Yangın Algılama" });
  await form.getByLabel("Mesajınız *").fill(text);
  return text;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the contact form, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, allowedFailures: [/\/iletisim$/] });

    test("refuses wrong input with Turkish messages beside the fields and a summary, keeping what was typed; then sends", async ({ page }) => {
      await page.goto("/iletisim");
      await expect(page.getByRole("heading", { level: 1, name: "İletişim" })).toBeVisible();
      const form = page.getByRole("form", { name: "İletişim formu" });
      await form.getByLabel("Ad Soyad *").fill("   ");
      await form.getByLabel("E-posta *").fill("gecersiz");
      await form.getByLabel("Telefon").fill("0532 123 45 67");
      const refused = page.waitForResponse((response) => response.request().method() === "POST");
      await form.getByRole("button", { name: "Mesaj Gönder" }).click();
      expect((await refused).status()).toBe(400);

      const summary = form.getByRole("alert");
      await expect(summary).toContainText("Formda düzeltilmesi gereken alanlar var.");
      await expect(summary.getByRole("link", { name: "Adınızı girin." })).toHaveAttribute("href", "#iletisim-ad");
      for (const [label, message] of [
        ["Ad Soyad *", "Adınızı girin."],
        ["E-posta *", "Geçerli bir e-posta adresi girin."],
        ["Konu *", "Konu seçin."],
        ["Mesajınız *", "Mesajınızı yazın."],
      ] as const) {
        const control = form.getByLabel(label);
        await expect(control).toHaveAttribute("aria-invalid", "true");
        await expect(control).toHaveAccessibleDescription(message);
      }
      await expect(form.getByLabel("Telefon")).not.toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel("E-posta *")).toHaveValue("gecersiz");
      await expect(form.getByLabel("Telefon")).toHaveValue("0532 123 45 67");
      // axe runs as a script in the page, so only where scripts run.
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      await fillValidMessage(page);
      await form.getByRole("button", { name: "Mesaj Gönder" }).click();
      await expect(page).toHaveURL("/iletisim/mesaj-alindi");
      await expect(page.getByRole("heading", { level: 1, name: "Mesajınız Gönderildi" })).toBeVisible();
      await expect(page.getByText("En kısa sürede size dönüş yapacağız.")).toBeVisible();
      if (javaScriptEnabled) await expectNoAxeViolations(page);

      // A reload of the confirmation sends nothing again.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Mesajınız Gönderildi" })).toBeVisible();
    });

    test("a pasted message over 5,000 characters is refused with the limit's message, never cut short (issue 27 item 12)", async ({ page }) => {
      await page.goto("/iletisim");
      await fillValidMessage(page);
      const message = page.getByRole("form", { name: "İletişim formu" }).getByLabel("Mesajınız *");
      const long = `${"Kamera keşfi için uzun bir açıklama. ".repeat(140)}son`;
      expect(long.length).toBeGreaterThan(5000);
      await message.fill("");
      await message.focus();
      await page.keyboard.insertText(long);
      // The browser keeps the whole text (no maxlength cuts it)...
      await expect(message).toHaveValue(long);
      const refused = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("button", { name: "Mesaj Gönder" }).click();
      expect((await refused).status()).toBe(400);
      // ...and the server refuses it beside the field, showing it again whole to be shortened.
      await expect(message).toHaveAccessibleDescription("En fazla 5.000 karakter olabilir.");
      await expect(message).toHaveAttribute("aria-invalid", "true");
      await expect(message).toHaveValue(long);
    });

    test("a quote link prefills the subject and the message", async ({ page }) => {
      const message = "8 kamera, H.265, 30 gün kayıt · Gereken kapasite: 2,5 TB";
      await page.goto(`/iletisim?konu=fiyat-teklifi&mesaj=${encodeURIComponent(message)}`);
      const form = page.getByRole("form", { name: "İletişim formu" });
      await expect(form.getByLabel("Konu *")).toHaveValue("fiyat-teklifi");
      await expect(form.getByLabel("Mesajınız *")).toHaveValue(message);
    });
  });
}

test("a sent message reaches the admin inbox once, and the page loads no React", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/iletisim");
  expect(scripts[0]).toMatch(/^\/assets\/enhance-[\w-]+\.js$/);
  expect(scripts.filter((script) => /jsx-runtime|entry\.client|\/root-/.test(script))).toEqual([]);
  const text = await fillValidMessage(page);
  await page.getByRole("button", { name: "Mesaj Gönder" }).click();
  await expect(page).toHaveURL("/iletisim/mesaj-alindi");
  await page.reload();

  await signIn(page);
  const messages = (await (await page.request.get("/api/admin/messages")).json()) as { name: string; subject: string; message: string }[];
  expect(messages.filter((message) => message.message === text)).toEqual([expect.objectContaining({ name: "Zeynep Çelik", subject: "yangin-algilama" })]);
  await page.goto("/n1_admin/messages");
  await expect(page.getByText(text)).toBeVisible();
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

test.describe("the map without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("offers only the link to Google Maps, not a button that cannot work", async ({ page }) => {
    await page.goto("/iletisim");
    await expect(page.getByRole("link", { name: "Google Haritalar'da aç" })).toHaveAttribute("href", /^https:\/\/www\.google\.com\/maps\/search\//);
    await expect(page.getByRole("button", { name: "Haritayı Göster" })).toHaveCount(0);
  });
});
