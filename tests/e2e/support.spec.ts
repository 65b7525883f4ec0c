import type { Page } from "@playwright/test";
import { MOBILE_APP_FALLBACK } from "../../app/content/support-fallbacks";
import { SUPPORT_FAQ } from "../../app/content/support-faq";
import { DEMO_SUPPORT_APPS } from "../../app/db/seed/demo-support-apps";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The e2e server seeds the demo downloads into a fresh database. Other specs may add items while
// this one runs, so lists are checked for the seeded items rather than for exact counts.
const software = DEMO_SUPPORT_APPS.filter((app) => app.type === "software");
const mobileApps = DEMO_SUPPORT_APPS.filter((app) => app.type === "mobile-app");

const main = (page: Page) => page.getByRole("main");

test.describe("support hub", () => {
  test("links the support pages, shows the channels from the site settings and the claims", async ({ page }) => {
    await page.goto("/destek");
    await expect(main(page).getByRole("heading", { level: 1, name: "Destek" })).toBeVisible();
    await expect(main(page).getByRole("link", { name: /^PC Yazılımları/ })).toHaveAttribute("href", "/destek/yazilimlar");
    await expect(main(page).getByRole("link", { name: /^Mobil Uygulamalar/ })).toHaveAttribute("href", "/destek/uygulamalar");
    await expect(main(page).getByRole("link", { name: /^HDD Hesaplama/ })).toHaveAttribute("href", "/hdd-hesaplama");
    await expect(main(page).getByRole("link", { name: "İletişime Geçin" })).toHaveAttribute("href", "/iletisim");

    // The demo identity (docs/product.md#company-claims), as the site settings give it.
    await expect(main(page).getByRole("link", { name: "Telefon: +90 262 000 00 00" })).toHaveAttribute("href", "tel:+902620000000");
    await expect(main(page).getByRole("link", { name: "E-posta: bilgi@ornekguvenlik.example" })).toHaveAttribute("href", "mailto:bilgi@ornekguvenlik.example");
    const whatsapp = main(page).getByRole("link", { name: /WhatsApp'tan yazın/ });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    expect(new URL((await whatsapp.getAttribute("href"))!).pathname).toBe("/905320000000");
    await expect(main(page).getByRole("heading", { name: "7/24 telefon desteği" })).toBeVisible();
    await expect(main(page).getByRole("heading", { name: "E-posta ile 24 saat içinde yanıt" })).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test("opens the four questions by click and keyboard, and describes them as FAQPage", async ({ page }) => {
    await page.goto("/destek");
    const faq = main(page).getByRole("region", { name: "Sık Sorulan Sorular" });
    const questions = faq.locator("details");
    await expect(questions).toHaveCount(4);
    const [first, second] = SUPPORT_FAQ;
    await expect(faq.getByText(first!.answer)).toBeHidden();
    await faq.getByText(first!.question).click();
    await expect(faq.getByText(first!.answer)).toBeVisible();
    await faq.getByText(second!.question).focus();
    await page.keyboard.press("Enter");
    await expect(faq.getByText(second!.answer)).toBeVisible();
    await expectNoAxeViolations(page);

    const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = graphs
      .flatMap((text) => (JSON.parse(text) as { "@graph": { "@type": string; mainEntity?: { name: string }[] }[] })["@graph"])
      .find((node) => node["@type"] === "FAQPage");
    expect(faqPage?.mainEntity?.map((question) => question.name)).toEqual(SUPPORT_FAQ.map((item) => item.question));
  });
});

test.describe("download lists", () => {
  test("PC software: a Windows button for every seeded program", async ({ page }) => {
    await page.goto("/destek/yazilimlar");
    await expect(main(page).getByRole("heading", { level: 1, name: "PC Yazılımları" })).toBeVisible();
    const list = main(page).getByRole("list", { name: "PC yazılımları" });
    for (const item of software) {
      const button = list.getByRole("link", { name: `Windows için indir: ${item.name}`, exact: true });
      await expect(button).toHaveAttribute("href", item.windowsDownloadUrl!);
      await expect(button).not.toHaveAttribute("target", /.*/);
      await expect(list.getByRole("link", { name: `Android için indir: ${item.name}` })).toHaveCount(0);
    }
    await expect(page.getByTestId("support-skeleton")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("mobile apps: the demo apps' invented brands have no store button, each card sends the visitor to the contact page", async ({ page }) => {
    await page.goto("/destek/uygulamalar");
    await expect(main(page).getByRole("heading", { level: 1, name: "Mobil Uygulamalar" })).toBeVisible();
    const list = main(page).getByRole("list", { name: "Mobil uygulamalar" });
    for (const app of mobileApps) {
      const card = list.getByRole("article").filter({ has: page.getByRole("heading", { name: app.name, exact: true }) });
      await expect(card).toContainText("İndirme bağlantısı için bize ulaşın.");
      await expect(card.getByRole("link", { name: "bize ulaşın" })).toHaveAttribute("href", "/iletisim");
      await expect(card.getByRole("link", { name: /için indir/ })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });

  test("every download link leads somewhere: our files download as attachments, and no link goes to an address that does not exist", async ({ request }) => {
    for (const path of ["/destek/yazilimlar", "/destek/uygulamalar"]) {
      const html = await (await request.get(path)).text();
      const hrefs = [...html.matchAll(/<a href="([^"]*)" aria-label="[^"]* için indir: /g)].map((match) => match[1]!.replace(/&amp;/g, "&"));
      if (path === "/destek/yazilimlar") expect(hrefs.length, path).toBeGreaterThan(0);
      for (const href of hrefs) {
        if (!href.startsWith("/")) {
          // Another site's page: one that exists, never a reserved name that resolves nowhere.
          expect(new URL(href).hostname, href).not.toMatch(/\.(example|invalid|test|localhost)$/);
          continue;
        }
        // Our own address: a real file, never a page (let alone the not-found page).
        expect(href, "an own download is an uploaded file").toMatch(/^\/destek\/dosya\/[a-z0-9-]+\.(zip|exe|msi|apk|pdf)$/);
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()["content-disposition"], href).toMatch(/^attachment; filename="[a-z0-9-]+\.[a-z]+"$/);
        expect((await response.body()).byteLength, href).toBeGreaterThan(0);
      }
    }
  });

  test("a client-side navigation from the hub lands on the list, with no skeleton left", async ({ page }) => {
    await page.goto("/destek");
    await main(page).getByRole("link", { name: /^Mobil Uygulamalar/ }).click();
    await expect(page).toHaveURL("/destek/uygulamalar");
    await expect(main(page).getByRole("heading", { name: mobileApps[0]!.name, exact: true })).toBeVisible();
    await expect(page.getByTestId("support-skeleton")).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server-rendered list is complete, with no skeleton", async ({ page }) => {
      await page.goto("/destek/uygulamalar");
      await expect(main(page).getByRole("heading", { name: mobileApps.at(-1)!.name, exact: true })).toBeVisible();
      await expect(page.getByTestId("support-skeleton")).toHaveCount(0);
    });
  });
});

/*
 * The e2e database cannot be emptied without disturbing the specs that run beside this one, so the
 * loading and empty states are produced on the wire: the client-side navigation's data response
 * carries the deferred list as one "P<id>:[…]" line (React Router's stream), which is dropped (the
 * list never arrives) or replaced by an empty list. The HTTP tests cover the fallback and the error
 * texts against a real database.
 */
async function rewriteDeferredList(page: Page, path: string, replacement: string) {
  await page.route(`**${path}.data*`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const rewritten = body.replace(/^(P\d+:)\[.*\n?/m, (_, prefix: string) => replacement.replace("$P", prefix));
    expect(rewritten, "the deferred list line").not.toBe(body);
    await route.fulfill({ response, body: rewritten });
  });
}

test.describe("client-side states", () => {
  test("6 skeleton cards while the list is on its way", async ({ page }) => {
    await rewriteDeferredList(page, "/destek/yazilimlar", "");
    await page.goto("/destek");
    await main(page).getByRole("link", { name: /^PC Yazılımları/ }).click();
    await expect(page).toHaveURL("/destek/yazilimlar");
    await expect(main(page).getByRole("list", { name: "Yazılımlar yükleniyor" })).toHaveAttribute("aria-busy", "true");
    await expect(page.getByTestId("support-skeleton")).toHaveCount(6);
    await expect(main(page).getByRole("link", { name: /için indir/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an empty list shows the six store apps, opening in a new tab without a way back to this page", async ({ page }) => {
    await rewriteDeferredList(page, "/destek/uygulamalar", "$P[[]]\n");
    await page.goto("/destek");
    await main(page).getByRole("link", { name: /^Mobil Uygulamalar/ }).click();
    await expect(page).toHaveURL("/destek/uygulamalar");
    const list = main(page).getByRole("list", { name: "Mobil uygulamalar" });
    for (const app of MOBILE_APP_FALLBACK) {
      const android = list.getByRole("link", { name: `Android için indir: ${app.name}`, exact: true });
      await expect(android).toHaveAttribute("href", app.androidDownloadUrl!);
      await expect(android).toHaveAttribute("target", "_blank");
      await expect(android).toHaveAttribute("rel", "noopener");
      await expect(android).toHaveAccessibleDescription("Yeni sekmede açılır.");
      await expect(list.getByRole("link", { name: `iOS için indir: ${app.name}`, exact: true })).toHaveAttribute("href", app.iosDownloadUrl!);
    }
    await expect(list.getByRole("article")).toHaveCount(6);
    // The store answers here (the e2e machine has no Internet); the new tab cannot reach this page.
    const store = list.getByRole("link", { name: `Android için indir: ${MOBILE_APP_FALLBACK[0]!.name}`, exact: true });
    const href = (await store.getAttribute("href"))!;
    await page.context().route(href, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>Mağaza</title>" }));
    const [storePage] = await Promise.all([page.waitForEvent("popup"), store.click()]);
    await expect(storePage).toHaveURL(href);
    expect(await storePage.evaluate(() => window.opener)).toBeNull();
    await storePage.close();
    await expectNoAxeViolations(page);
  });
});
