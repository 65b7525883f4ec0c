import { signIn } from "./admin-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * Issue 31's district and landing-page story (ADR 041): staff edit a district page's paragraph and
 * publish it, are warned when one district page repeats another, and add a landing page of their
 * own that reaches the sitemap and keeps its old address working (301) after a rename. The district
 * edits are undone by the test's end; the new page stays, as a page staff made would.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const DISTRICT_EDITOR = "/n1_admin/content/ilce/karamursel-guvenlik-sistemleri";

test("edit a district page's paragraph and publish it", async ({ page }) => {
  await signIn(page);
  await page.goto("/n1_admin/content");
  await page
    .getByRole("link", { name: "Karamürsel Güvenlik Sistemleri" })
    .click();
  await expect(
    page.getByRole("heading", {
      name: "Karamürsel Güvenlik Sistemleri",
      level: 1,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const paragraph = page.getByLabel("İlçenin yapısı");
  const original = await paragraph.inputValue();
  await paragraph.fill(
    "Karamürsel, körfezin güney kıyısında sakin bir sahil ilçesidir; bu paragrafı ofis ekibimiz güncelledi.",
  );
  await page.getByRole("button", { name: "Yayınla" }).click();
  await expect(page.getByText("Yayınlandı", { exact: true }).first()).toBeVisible();

  await page.goto("/karamursel-guvenlik-sistemleri");
  await expect(
    page.getByText("bu paragrafı ofis ekibimiz güncelledi."),
  ).toBeVisible();

  await page.goto(DISTRICT_EDITOR);
  await page.getByLabel("İlçenin yapısı").fill(original);
  await page.getByRole("button", { name: "Yayınla" }).click();
  await expect(page.getByText("Yayınlandı", { exact: true }).first()).toBeVisible();
});

test("copying one district page's text into another gives the overlap warning", async ({
  page,
}) => {
  await signIn(page);
  const gebze = (await (
    await page.request.get("/api/admin/content/ilce/gebze-guvenlik-sistemleri")
  ).json()) as { published: Record<string, unknown> };
  await page.goto(DISTRICT_EDITOR);
  await expect(
    page.getByRole("button", { name: "Taslak kaydet" }),
  ).toBeVisible();

  // Paste Gebze's text into every field Karamürsel's form has at the same place, as staff copying a page would.
  const texts: [string, string][] = [];
  const collect = (value: unknown, path: string) => {
    if (typeof value === "string") texts.push([path, value]);
    else if (Array.isArray(value))
      value.forEach((item, index) => collect(item, `${path}.${index}`));
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value))
        collect(item, path ? `${path}.${key}` : key);
  };
  collect(gebze.published, "");
  for (const [path, text] of texts) {
    if (
      ["title", "name", "locative", "genitive"].includes(path) ||
      path.endsWith(".category")
    )
      continue;
    const field = page.locator(`[name="${path}"]`);
    if ((await field.count()) === 1) await field.fill(text);
  }
  await page.getByRole("button", { name: "Taslak kaydet" }).click();
  await expect(
    page
      .getByText(/Metnin %\d+'i \/gebze-guvenlik-sistemleri sayfasıyla aynı/)
      .first(),
  ).toBeVisible();

  // The live page is unchanged: only a draft was saved.
  await page.goto("/karamursel-guvenlik-sistemleri");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Karamürsel Güvenlik Sistemleri",
  );
  await expect(page.getByText(String(gebze.published.character))).toHaveCount(
    0,
  );
});

test.describe("a landing page staff add", () => {
  // The refused address answers 409 on purpose.
  test.use({ allowedFailures: [/\/api\/admin\/content$/] });

  test("create a landing page, find it in the sitemap, rename it and the old address answers 301", async ({
    page,
  }) => {
    await signIn(page);
    await page.goto("/n1_admin/content");
    await page.getByRole("link", { name: "Yeni tanıtım sayfası" }).click();
    await expect(
      page.getByRole("heading", { name: "Yeni Tanıtım Sayfası", level: 1 }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByLabel("Sayfa başlığı")
      .fill("Kocaeli Plaka Tanıma Sistemleri");
    const address = page.getByLabel(/Sayfa adresi/);
    await address.fill("Kocaeli Plaka");
    await page.getByRole("button", { name: "Sayfayı oluştur" }).click();
    await expect(
      page.getByText(/yalnızca küçük İngilizce harf, rakam ve tire/),
    ).toBeVisible();
    await address.fill("blog");
    await page.getByRole("button", { name: "Sayfayı oluştur" }).click();
    await expect(
      page
        .getByText(
          "/blog sitede yayında olan bir sayfanın adresi; başka bir adres seçin.",
        )
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await address.fill("kocaeli-plaka-tanima-sistemleri");
    await page.getByRole("button", { name: "Sayfayı oluştur" }).click();
    await expect(page).toHaveURL(
      "/n1_admin/content/sayfa/kocaeli-plaka-tanima-sistemleri",
    );
    await expect(
      page.getByRole("heading", {
        name: "Kocaeli Plaka Tanıma Sistemleri",
        level: 1,
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByLabel("Giriş metni")
      .fill(
        "Site, fabrika ve otopark girişleri için plaka tanıma kameraları ve bariyer entegrasyonu.",
      );
    await page.getByRole("button", { name: "Yayınla" }).click();
    await expect(page.getByText("Yayınlandı", { exact: true }).first()).toBeVisible();

    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("/kocaeli-plaka-tanima-sistemleri</loc>");
    await page.goto("/kocaeli-plaka-tanima-sistemleri");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Kocaeli Plaka Tanıma Sistemleri",
    );

    await page.goto("/n1_admin/content/sayfa/kocaeli-plaka-tanima-sistemleri");
    await page.getByLabel("Sayfa adresi").fill("plaka-tanima-sistemleri");
    await page.getByRole("button", { name: "Adresi değiştir" }).click();
    await expect(page.getByText(/Sayfa adresi değişti/).first()).toBeVisible();

    const old = await page.request.get("/kocaeli-plaka-tanima-sistemleri", {
      maxRedirects: 0,
    });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe("/plaka-tanima-sistemleri");
    await page.goto("/kocaeli-plaka-tanima-sistemleri");
    await expect(page).toHaveURL("/plaka-tanima-sistemleri");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Kocaeli Plaka Tanıma Sistemleri",
    );
  });
});

test("the district pages' shared wording: a draft heading previewed on a district page, the live page unchanged", async ({ page, context }) => {
  await signIn(page);
  await page.goto("/n1_admin/content/site/ilce-ortak-metinleri");
  await expect(page.getByRole("heading", { name: "İlçe sayfalarının ortak metinleri", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Önizleme bağlantısı kopyala" })).toHaveCount(0);
  const heading = page.getByLabel("Bölge başlığı");
  await expect(heading).toHaveValue("{ilçe} ve güvenlik ihtiyaçları");
  await heading.fill("{ilçe}: bölgenin güvenlik ihtiyaçları");

  const preview = context.waitForEvent("page");
  await page.getByRole("button", { name: "Önizle" }).click();
  const previewPage = await preview;
  await expect(previewPage).toHaveURL(/\/izmit-guvenlik-sistemleri\?onizleme=1$/);
  await expect(previewPage.getByRole("heading", { name: "İzmit: bölgenin güvenlik ihtiyaçları" })).toBeVisible();
  const live = await (await page.request.get("/izmit-guvenlik-sistemleri", { headers: { cookie: "" } })).text();
  expect(live).toContain("İzmit ve güvenlik ihtiyaçları");
  await previewPage.close();

  await page.getByLabel("Bölge başlığı").fill("{ilçe} ve güvenlik ihtiyaçları");
  await page.getByRole("button", { name: "Taslak kaydet" }).click();
  await expect(page.getByText("Taslak kaydedildi", { exact: true }).first()).toBeVisible();
});
