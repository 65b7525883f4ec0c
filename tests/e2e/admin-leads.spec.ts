import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/* Issue 19 item 4, first part: staff see a survey request in the inbox and move it through the statuses. */

test("a survey request reaches the inbox with call links, and its status, reason and notes are saved", async ({ page }) => {
  const name = `E2E Talep ${Date.now()}`;
  const sent = await page.request.post("/ucretsiz-kesif", {
    form: { services: "alarm", siteType: "magaza", district: "izmit", name, phone: "0262 321 00 00", consent: "on", note: "<b>kalın değil</b>" },
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
