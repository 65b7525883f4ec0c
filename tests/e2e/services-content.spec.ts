import sharp from "sharp";
import { SERVICES } from "../../app/content/services";
import { HERO_SLIDES } from "../../app/content/hero-slides";
import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { LOCKS } from "./locks";

/*
 * Issue 31's services and home page content (ADR 041): a service's text edited and published, a
 * campaign slide whose window closed leaving the home page, and the second slide's new title
 * previewed, then scheduled a minute ahead and going live with nobody signed in. Every change is
 * undone by the test's end.
 */

test.describe.configure({ mode: "serial", timeout: 180_000 });

const SERVICES_EDITOR = "/n1_admin/content/page/hizmetlerimiz";
const HOME_EDITOR = "/n1_admin/content/site/ana-sayfa";
const [camera] = SERVICES;

/** An Istanbul wall-clock time (UTC+3) as a datetime-local field takes it. */
const istanbulLocal = (date: Date) => new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);

test("edit a service's text in the generated editor and publish it", async ({ page }) => {
  await signIn(page);
  await page.goto(SERVICES_EDITOR);
  await expect(page.getByRole("heading", { name: "Hizmetlerimiz", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const text = page.getByLabel("Ayrıntılı açıklama").first();
  await expect(text).toHaveValue(camera!.fullDescription);
  await text.fill("Kamera sistemlerini keşiften bakıma kadar tek ekiple kuruyoruz.");
  await page.getByRole("button", { name: "Yayınla" }).click();
  await expect(page.getByText("Yayınlandı", { exact: true }).first()).toBeVisible();

  await page.goto("/hizmetlerimiz");
  await page.getByRole("link", { name: `Detay: ${camera!.title}` }).click();
  await expect(page.getByRole("dialog").getByText("Kamera sistemlerini keşiften bakıma kadar tek ekiple kuruyoruz.")).toBeVisible();

  await page.goto(SERVICES_EDITOR);
  await page.getByLabel("Ayrıntılı açıklama").first().fill(camera!.fullDescription);
  await page.getByRole("button", { name: "Yayınla" }).click();
  await expect(page.getByText("Yayınlandı", { exact: true }).first()).toBeVisible();
});

test("a service's gallery picture has the media library's picker; a clip's address stays typed", async ({ page }) => {
  await signIn(page);
  await page.goto(SERVICES_EDITOR);
  const service = SERVICES.findIndex((item) => item.media.some((media) => media.type === "video"));
  const media = SERVICES[service]!.media;
  const [picture, clip] = [media.findIndex((item) => item.type === "image"), media.findIndex((item) => item.type === "video")];
  const place = (index: number) => `${service + 1}.${index + 1}. öğe`;
  await expect(page.getByRole("button", { name: new RegExp(`^Kütüphaneden seç: Adres, ${place(picture).replaceAll(".", "\\.")}$`) })).toBeVisible();
  await expect(page.getByLabel(`Görsel yükle: Adres, ${place(picture)}`)).toBeAttached();
  await expect(page.locator(`[name="services.${service}.media.${clip}.src"]`)).toHaveValue(media[clip]!.src);
  await expect(page.getByLabel(`Görsel yükle: Adres, ${place(clip)}`)).toHaveCount(0);
});

test("a slide's image is uploaded into the media library from the editor and picked from it", async ({ page }) => {
  await signIn(page);
  await page.goto(HOME_EDITOR);
  const field = page.getByLabel("Görsel adresi", { exact: true }).first();
  await expect(field).toHaveValue(HERO_SLIDES[0]!.image);

  // Uploaded from the field: it lands in the library and its address in the field (nothing is saved).
  const name = `slayt-${Date.now()}.png`;
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#1f3b63" } }).png().toBuffer();
  await page.getByLabel("Görsel yükle: Görsel adresi, 1. öğe").setInputFiles({ name, mimeType: "image/png", buffer: png });
  await expect(field).toHaveValue(/^\/media\/[0-9a-f]{20}-\d+\.webp$/);
  const uploaded = await field.inputValue();

  // Picked from the library into the second slide's field.
  await page.getByRole("button", { name: /^Kütüphaneden seç: Görsel adresi, 2\. öğe$/ }).click();
  const picker = page.getByRole("dialog", { name: "Medya Kütüphanesinden Seç" });
  await picker.getByLabel("Görsel ara").fill(name);
  await expectNoAxeViolations(page);
  await picker.getByRole("button", { name: new RegExp(name.replace(".", "\\.")) }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByLabel("Görsel adresi", { exact: true }).nth(1)).toHaveValue(uploaded);
});

// The live home page's slides change: catalog, no-javascript and images specs count them and check the first.
test("a hero slide whose 'visible until' has passed leaves the home page", { lock: LOCKS.homeHero }, async ({ page }) => {
  const slide = HERO_SLIDES[0]!;
  const hero = page.locator("[data-enhance='hero']");
  await signIn(page);
  await page.goto(HOME_EDITOR);
  await expectNoAxeViolations(page);
  const until = page.getByLabel(/^Kalktığı an/).first();
  await until.fill(istanbulLocal(new Date(Date.now() - 3_600_000)));
  await page.getByRole("button", { name: "Yayınla" }).click();
  await expect(page.getByText("Yayınlandı", { exact: true }).first()).toBeVisible();
  await page.goto("/");
  await expect(hero.getByText(HERO_SLIDES[1]!.title, { exact: true })).toHaveCount(1);
  await expect(hero.getByText(slide.title, { exact: true })).toHaveCount(0);

  await page.goto(HOME_EDITOR);
  await page.getByLabel(/^Kalktığı an/).first().fill("");
  await page.getByRole("button", { name: "Yayınla" }).click();
  await expect(page.getByText("Yayınlandı", { exact: true }).first()).toBeVisible();
  await page.goto("/");
  await expect(hero.getByText(slide.title, { exact: true })).toHaveCount(1);
});

test("the second hero slide's new title: previewed while the live home page is unchanged, scheduled, live on time with nobody signed in", { lock: LOCKS.homeHero }, async ({ page, browser }) => {
  const original = HERO_SLIDES[1]!.title;
  const scheduled = "Kış kampanyası: kamera setlerinde keşif ücretsiz";
  const hero = "[data-enhance='hero']";
  await signIn(page);
  await page.goto(HOME_EDITOR);
  const title = page.getByLabel("Slayt başlığı").nth(1);
  await expect(title).toHaveValue(original);
  await title.fill(scheduled);
  await page.getByRole("button", { name: "Taslak kaydet" }).click();
  await expect(page.getByText("Taslak kaydedildi").first()).toBeVisible();

  const visitor = await browser.newContext();
  const liveHome = async () => (await visitor.request.get("/")).text();
  await page.goto("/?onizleme=1");
  await expect(page.locator(hero).getByText(scheduled, { exact: true })).toHaveCount(1);
  expect(await liveHome()).not.toContain(scheduled);

  // 30 to 90 seconds ahead, on the minute the field can name.
  await page.goto(HOME_EDITOR);
  await expect(page.getByLabel("Slayt başlığı").nth(1)).toHaveValue(scheduled);
  await page.getByLabel("Yayın zamanı (Türkiye saati)").fill(istanbulLocal(new Date(Date.now() + 90_000)));
  await page.getByRole("button", { name: "Zamanla" }).click();
  await expect(page.getByText(/Zamanlandı/).first()).toBeVisible();
  await page.context().clearCookies();

  expect(await liveHome()).not.toContain(scheduled);
  await expect.poll(liveHome, { timeout: 120_000, intervals: [5_000] }).toContain(scheduled);
  await visitor.close();

  await signIn(page);
  await page.goto(HOME_EDITOR);
  await page.getByLabel("Slayt başlığı").nth(1).fill(original);
  await page.getByRole("button", { name: "Yayınla" }).click();
  await expect(page.getByText("Yayınlandı", { exact: true }).first()).toBeVisible();
});

test("the services and home editors work at 390 px, without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  for (const editor of [SERVICES_EDITOR, HOME_EDITOR]) {
    await page.goto(editor);
    await expect(page.getByRole("button", { name: "Yayınla" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, editor).toBeLessThanOrEqual(0);
  }
  await expect(page.getByLabel("Marka şeridi")).toHaveValue("all");
  await expect(page.getByLabel("Marka şeridi").locator("option:checked")).toHaveText("Tüm etkin markalar");
  await expectNoAxeViolations(page);
});
