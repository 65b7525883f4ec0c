import type { Locator, Page } from "@playwright/test";
import { CLIENTS } from "../../app/content/clients";
import { KVKK_NOTICE, PRIVACY_POLICY, TERMS_OF_USE } from "../../app/content/legal";
import { formatLegalDate } from "../../app/features/legal/legal-text";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const animation = (track: Locator) =>
  track.evaluate((element) => {
    const style = getComputedStyle(element);
    return { name: style.animationName, duration: style.animationDuration, state: style.animationPlayState };
  });

/** The page ships the enhancement script, not React (ADR 027); the marquee's controls are wired once its chunk has loaded. */
async function openAboutPage(page: Page) {
  await page.goto("/hakkimizda");
  await page.waitForLoadState("networkidle");
}

test.describe("about page", () => {
  test("states the company's claims, figures, mission and vision, with contact links from the settings", async ({ page }) => {
    await page.goto("/hakkimizda");
    await expect(page.getByRole("heading", { level: 1, name: "Hakkımızda" })).toBeVisible();
    await expect(page.getByText("Örnek Güvenlik Sistemleri, 2018 yılında Kocaeli'de kuruldu.")).toBeVisible();
    await expect(page.getByText(/20 yılı aşkın deneyime sahip/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: /ISO 9001/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /ISO 27001/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Teşekkür Mektupları" }).getByRole("listitem")).not.toHaveCount(0);
    await expect(page.getByRole("region", { name: "Değerlerimiz" }).getByRole("heading", { level: 3 })).toHaveCount(6);

    const figures = page.getByTestId("company-figures");
    for (const [value, label] of [
      ["100+", "Müşteri"],
      ["500+", "Ürün Çeşidi"],
      ["250+", "Proje"],
      ["7/24", "Destek"],
    ] as const) {
      await expect(figures.getByText(value, { exact: true })).toBeVisible();
      await expect(figures.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Misyonumuz" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Vizyonumuz" })).toBeVisible();

    const cta = page.getByRole("region", { name: "Projenizi birlikte planlayalım" });
    await expect(cta.getByRole("link", { name: "Bize Ulaşın" })).toHaveAttribute("href", "/iletisim");
    await expect(cta.getByRole("link", { name: "+90 262 000 00 00" })).toHaveAttribute("href", "tel:+902620000000");
  });

  test("runs the client marquee once for screen readers, pausable by button, keyboard and hover", async ({ page }) => {
    await openAboutPage(page);
    await expect(page.getByRole("heading", { level: 2, name: "Bizi Tercih Edenler" })).toBeVisible();
    const track = page.getByTestId("client-marquee");
    await expect(page.getByRole("list", { name: "Referanslarımız" }).getByRole("img")).toHaveCount(CLIENTS.length);
    await expect(page.getByRole("img", { name: CLIENTS[0]!.name })).toHaveCount(1);
    await expect(track.locator("ul")).toHaveCount(5);
    await expect(track.locator('ul[aria-hidden="true"]')).toHaveCount(4);
    expect(await animation(track)).toEqual({ name: "client-marquee", duration: "170s", state: "running" });

    const pause = page.getByRole("button", { name: "Kaydırmayı durdur" });
    await pause.click();
    expect((await animation(track)).state).toBe("paused");
    const play = page.getByRole("button", { name: "Kaydırmayı başlat" });
    await expect(play).toBeFocused();
    await play.press("Enter");
    await expect(page.getByRole("button", { name: "Kaydırmayı durdur" })).toBeVisible();
    expect((await animation(track)).state).toBe("running");

    await track.locator("..").hover();
    expect((await animation(track)).state).toBe("paused");
    await page.mouse.move(0, 0);
    expect((await animation(track)).state).toBe("running");

    // Held still while a finger is on it.
    await track.locator("..").dispatchEvent("touchstart");
    await expect(track).toHaveAttribute("data-paused", "true");
    expect((await animation(track)).state).toBe("paused");
    await track.locator("..").dispatchEvent("touchend");
    await expect(track).toHaveAttribute("data-paused", "false");
    expect((await animation(track)).state).toBe("running");
  });

  test("does not move under prefers-reduced-motion: a still grid of the list, no pause control", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/hakkimizda");
    const track = page.getByTestId("client-marquee");
    expect((await animation(track)).name).toBe("none");
    const list = page.getByRole("list", { name: "Referanslarımız" });
    await expect(list).toBeVisible();
    expect(await list.evaluate((element) => getComputedStyle(element).flexWrap)).toBe("wrap");
    for (const copy of await track.locator('ul[aria-hidden="true"]').all()) await expect(copy).toBeHidden();
    await expect(page.getByRole("button", { name: /Kaydırmayı/ })).toBeHidden();
    // Every logo fits: nothing is clipped by the marquee's viewport.
    expect(await track.locator("..").evaluate((viewport) => viewport.scrollWidth <= viewport.clientWidth)).toBe(true);
  });

  test("has no axe violations, moving or still", async ({ page }) => {
    await page.goto("/hakkimizda");
    await expectNoAxeViolations(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await expectNoAxeViolations(page);
  });
});

const LEGAL_PAGES = [
  {
    path: "/gizlilik-politikasi",
    document: PRIVACY_POLICY,
    sections: ["Topladığımız Veriler", "Verileri Nasıl Kullanıyoruz", "Verilerin Güvenliği", "Çerezler", "İletişim"],
  },
  { path: "/kullanim-kosullari", document: TERMS_OF_USE, sections: ["Sitedeki Bilgiler", "Fikri Mülkiyet", "Uygulanacak Hukuk ve Yetki"] },
  {
    path: "/kvkk",
    document: KVKK_NOTICE,
    sections: [
      "Veri Sorumlusu",
      "Kişisel Verilerin İşlenme Amaçları",
      "Kişisel Verilerin Aktarılması",
      "Toplama Yöntemi ve Hukuki Sebepler",
      "Başvuru Yolu",
    ],
  },
];

test.describe("legal pages", () => {
  for (const { path, document, sections } of LEGAL_PAGES) {
    test(`${path} shows its sections, the last update and the company's contact details`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: document.title })).toBeVisible();
      await expect(page.getByText(`Son güncelleme: ${formatLegalDate(document.updatedAt)}`)).toBeVisible();
      const article = page.getByRole("article");
      for (const heading of sections) await expect(article.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(article.getByRole("link", { name: "bilgi@ornekguvenlik.example" }).first()).toHaveAttribute(
        "href",
        "mailto:bilgi@ornekguvenlik.example",
      );
      await expect(article.getByText(/\{(company|address|email|phone)\}|\]\(/)).toHaveCount(0);

      const contents = page.getByRole("navigation", { name: "İçindekiler" });
      await contents.getByRole("link", { name: sections[1]! }).click();
      const id = document.sections.find((section) => section.heading === sections[1])!.id;
      await expect(page).toHaveURL(`${path}#${id}`);
      await expectNoAxeViolations(page);
    });
  }

  test("the KVKK notice names the data controller from the settings and lists the 9 rights of article 11", async ({ page }) => {
    await page.goto("/kvkk");
    const controller = page.getByRole("region", { name: "Veri Sorumlusu" });
    await expect(controller.getByText("Veri sorumlusu: Örnek Güvenlik Sistemleri")).toBeVisible();
    await expect(controller.getByText("Adres: Örnek Mah. Güvenlik Cad. No: 1, 41100 İzmit / Kocaeli")).toBeVisible();
    await expect(controller.getByRole("link", { name: "+90 262 000 00 00" })).toHaveAttribute("href", "tel:+902620000000");
    await expect(page.getByRole("region", { name: "Kanun'un 11. Maddesi Kapsamındaki Haklarınız" }).getByRole("listitem")).toHaveCount(9);
    await expect(page.getByText(/en geç 30 gün içinde/)).toBeVisible();
  });
});
