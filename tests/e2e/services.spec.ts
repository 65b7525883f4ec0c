import type { Page } from "@playwright/test";
import { SERVICES } from "../../app/content/services";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const fire = SERVICES.find((service) => service.id === 2)!;
const announcements = SERVICES.find((service) => service.id === 8)!;
const firstImageAlt = fire.media.find((media) => media.type === "image")!.alt!;

/** The cards' 'Detay' opens the dialog once React has hydrated the page (before, it leads to the service's section). */
async function openServicesPage(page: Page) {
  await page.goto("/hizmetlerimiz");
  await page.waitForFunction(() => {
    const link = document.querySelector("main li a[aria-haspopup]");
    return link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps"));
  });
}

const gridColumns = (page: Page) =>
  page
    .getByRole("region", { name: "Hizmet listesi" })
    .getByRole("list")
    .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(" ").length);

test.describe("services page", () => {
  test("shows the 8 services as cards in 1, 2 and 3 columns", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/hizmetlerimiz");
    await expect(page.getByRole("heading", { level: 1, name: "Hizmetlerimiz" })).toBeVisible();
    await expect(page.getByText("Keşiften projelendirmeye, kurulumdan bakıma kadar")).toBeVisible();
    const cards = page.getByRole("region", { name: "Hizmet listesi" }).getByRole("listitem");
    await expect(cards).toHaveCount(8);
    for (const service of SERVICES) {
      await expect(page.getByRole("heading", { level: 2, name: service.title })).toBeVisible();
      await expect(page.getByRole("link", { name: `Detay: ${service.title}` })).toHaveText("Detay");
    }
    expect(await gridColumns(page)).toBe(1);
    await page.setViewportSize({ width: 800, height: 900 });
    expect(await gridColumns(page)).toBe(2);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await gridColumns(page)).toBe(3);
  });

  test("opens a service dialog, zooms an image, closes with 'Kapat' and Escape, and returns focus", async ({ page }) => {
    await openServicesPage(page);
    const trigger = page.getByRole("link", { name: `Detay: ${fire.title}` });
    await trigger.click();

    const dialog = page.getByRole("dialog", { name: fire.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toBeFocused();
    // Behind the modal the page is hidden from assistive technology.
    await expect(page.getByRole("link", { name: `Detay: ${fire.title}`, includeHidden: true })).toHaveAttribute("aria-expanded", "true");
    // The dialog opens in place of the link's own jump to the service's section.
    await expect(page).toHaveURL("/hizmetlerimiz");
    await expect(trigger).toHaveCount(0);
    await expect(dialog.getByText(fire.fullDescription)).toBeVisible();
    for (const heading of ["Özellikler", "Faydalar", "Galeri"]) {
      await expect(dialog.getByRole("heading", { level: 3, name: heading })).toBeVisible();
    }
    await expect(dialog.getByRole("region", { name: "Galeri" }).getByRole("listitem")).toHaveCount(fire.media.length);
    await expect(dialog.getByRole("link", { name: "Ücretsiz keşif isteyin" })).toHaveAttribute("href", "/ucretsiz-kesif?hizmet=yangin-algilama");
    const box = await dialog.evaluate((element) => {
      const style = getComputedStyle(element);
      return { maxWidth: style.maxWidth, maxHeight: style.maxHeight, overflowY: style.overflowY };
    });
    expect(box).toEqual({ maxWidth: "768px", maxHeight: `${0.8 * page.viewportSize()!.height}px`, overflowY: "auto" });
    expect(await dialog.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);

    // Focus is trapped: it never leaves the dialog and wraps from the first control to the last and back.
    await page.keyboard.press("Shift+Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const firstControl = dialog.getByRole("button", { name: /^Büyüt:/ }).first();
    const closeButton = dialog.getByRole("button", { name: "Kapat" });
    await dialog.focus();
    await page.keyboard.press("Tab");
    await expect(firstControl).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(closeButton).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(firstControl).toBeFocused();

    const image = dialog.getByRole("button", { name: `Büyüt: ${firstImageAlt}` });
    await image.click();
    const zoom = page.getByRole("dialog", { name: firstImageAlt });
    await expect(zoom).toBeVisible();
    await expect(zoom.getByRole("img", { name: firstImageAlt })).toBeVisible();
    await zoom.getByText("Kapat", { exact: true }).click();
    await expect(zoom).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(image).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    // By keyboard alone: Enter opens it again, the close button closes it.
    await page.keyboard.press("Enter");
    await expect(dialog).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(closeButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("plays videos inline with controls; clicking a video opens no zoom dialog", async ({ page }) => {
    await openServicesPage(page);
    await page.getByRole("link", { name: `Detay: ${announcements.title}` }).click();
    const dialog = page.getByRole("dialog", { name: announcements.title });
    const video = dialog.locator("video");
    await expect(video).toHaveCount(1);
    await expect(video).toHaveAttribute("controls", "");
    await expect(video.locator("source")).toHaveAttribute("type", "video/mp4");
    await expect(video.locator("source")).toHaveAttribute("src", announcements.media[0]!.src);
    expect(await video.evaluate((element) => element.textContent?.trim())).toBe("Tarayıcınız video etiketini desteklemiyor.");
    // The placeholder clip really decodes: metadata arrives and there is no media error.
    await expect.poll(() => video.evaluate((element) => (element as HTMLVideoElement).readyState)).toBeGreaterThanOrEqual(1);
    expect(
      await video.evaluate((element) => ({
        error: (element as HTMLVideoElement).error,
        duration: Math.round((element as HTMLVideoElement).duration),
      })),
    ).toEqual({
      error: null,
      duration: 4,
    });
    await expect(dialog.getByRole("button", { name: /^Büyüt:/ })).toHaveCount(0);
    // A service the survey form does not list asks for a survey without a service chosen.
    await expect(dialog.getByRole("link", { name: "Ücretsiz keşif isteyin" })).toHaveAttribute("href", "/ucretsiz-kesif");

    await video.click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(dialog).toBeVisible();
  });

  test("an address naming a service shows its section, without axe violations (issue 27)", async ({ page }) => {
    await page.goto("/hizmetlerimiz#yangin-alarm-sistemleri");
    await expect(page.getByRole("region", { name: fire.title }).getByText(fire.fullDescription)).toBeInViewport();
    await expect(page.getByText(announcements.fullDescription)).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test("has no axe violations with a service dialog and the zoom dialog open", async ({ page }) => {
    await openServicesPage(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: `Detay: ${fire.title}` }).click();
    const dialog = page.getByRole("dialog", { name: fire.title });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: `Büyüt: ${firstImageAlt}` }).click();
    await expect(page.getByRole("dialog", { name: firstImageAlt })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

/*
 * Issue 27: without JavaScript (or before it has loaded) 'Detay' leads to the service's own section
 * on the page, with the full description, the lists and the gallery.
 */
test.describe("services page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Detay' shows the service's full description and gallery; only that service's section", async ({ page }) => {
    await page.goto("/hizmetlerimiz");
    await expect(page.getByText(fire.fullDescription)).toBeHidden();
    await page.getByRole("link", { name: `Detay: ${fire.title}` }).click();
    await expect(page).toHaveURL(/\/hizmetlerimiz#yangin-alarm-sistemleri$/);
    const section = page.getByRole("region", { name: fire.title });
    await expect(section.getByText(fire.fullDescription)).toBeInViewport();
    for (const heading of ["Özellikler", "Faydalar", "Galeri"]) {
      await expect(section.getByRole("heading", { level: 3, name: heading })).toBeVisible();
    }
    const gallery = section.getByRole("region", { name: "Galeri" }).getByRole("listitem");
    await expect(gallery).toHaveCount(fire.media.length);
    await expect(section.getByRole("link", { name: firstImageAlt })).toHaveAttribute("href", fire.media.find((media) => media.type === "image")!.src);
    for (const video of await section.locator("video").all()) await expect(video).toHaveAttribute("preload", "none");
    await expect(section.getByRole("link", { name: "Ücretsiz keşif isteyin" })).toHaveAttribute("href", "/ucretsiz-kesif?hizmet=yangin-algilama");
    // The other services' sections stay closed.
    await expect(page.getByText(announcements.fullDescription)).toBeHidden();

    await section.getByRole("link", { name: "Tüm hizmetlere dönün" }).click();
    await page.getByRole("link", { name: `Detay: ${announcements.title}` }).click();
    await expect(page.getByRole("region", { name: announcements.title }).getByText(announcements.fullDescription)).toBeInViewport();
    await expect(page.getByText(fire.fullDescription)).toBeHidden();
  });
});
