import { DEMO_BLOG_POSTS } from "../../app/db/seed/demo-blog-posts";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The demo posts are published `publishedDaysAgo` before the seeding: newest first is fewest days ago.
const newestFirst = [...DEMO_BLOG_POSTS].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo);
const post = newestFirst[0]!;
const TURKISH_DATE = /^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/;

test.describe("blog list", () => {
  test("shows the published posts newest first with Turkish dates and reading times, and a category strip that is not clickable", async ({ page }) => {
    await page.goto("/blog");
    const list = page.getByRole("region", { name: "Blog yazıları" });
    await expect(list.getByRole("heading", { level: 2 }).filter({ hasNotText: "Konular" })).toHaveText(newestFirst.map((item) => item.title));
    const first = list.getByRole("article").first();
    await expect(first.locator("time")).toHaveText(TURKISH_DATE);
    await expect(first).toContainText(/\d+ dk okuma/);
    await expect(first.getByText(post.excerpt)).toBeVisible();

    const strip = page.getByRole("list", { name: "Blog konuları" });
    await expect(strip.getByRole("listitem")).toHaveText(["CCTV", "Network", "Yangın", "Alarm", "Akıllı Ev", "Teknoloji"]);
    await expect(strip.locator("a, button")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await first.click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  });

  test("loads the list on a client-side navigation from another page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("region", { name: "Blog yazıları" }).getByRole("article")).toHaveCount(DEMO_BLOG_POSTS.length);
    await expect(page.getByTestId("post-skeleton")).toHaveCount(0);
  });
});

test.describe("blog post", () => {
  test("shows title, date, reading time, image, excerpt and Markdown content, with share links and the links on", async ({ page, baseURL }) => {
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.locator("main time").first()).toHaveText(TURKISH_DATE);
    await expect(page.getByText(/^\d+ dk okuma$/).first()).toBeVisible();
    await expect(page.getByText(post.excerpt)).toBeVisible();
    await expect(page.locator(`main img[src="${post.imageUrl}"]`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Önce ne görmek istediğinizi belirleyin" })).toBeVisible();
    await expect(page.locator("article li").first()).toBeVisible();

    const url = encodeURIComponent(`${baseURL}/blog/${post.slug}`);
    const share = page.getByRole("region", { name: "Bu yazıyı paylaşın" });
    for (const [name, href] of [
      ["Twitter’da paylaş", `https://twitter.com/intent/tweet?url=${url}`],
      ["Facebook’ta paylaş", `https://www.facebook.com/sharer/sharer.php?u=${url}`],
      ["LinkedIn’de paylaş", `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
    ] as const) {
      const link = share.getByRole("link", { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute("href", new RegExp(`^${href.replace(/[?.]/g, "\\$&")}`));
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    const onward = page.getByRole("navigation", { name: "Yazıdan sonra" });
    await expect(onward.getByRole("link", { name: "Tüm Blog Yazıları" })).toHaveAttribute("href", "/blog");
    await expect(onward.getByRole("link", { name: "Ürünleri İnceleyin" })).toHaveAttribute("href", "/urunler");
    await expect(onward.getByRole("link", { name: "Ücretsiz Keşif İsteyin" })).toHaveAttribute("href", "/ucretsiz-kesif");
    await expectNoAxeViolations(page);
  });

  test("without a native share sheet, copies the link and alerts 'Link kopyalandı!'", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(`/blog/${post.slug}`);
    const messages: string[] = [];
    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("button", { name: "Linki Kopyala" }).click();
    await expect.poll(() => messages).toEqual(["Link kopyalandı!"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${post.slug}`);
  });

  test("with a native share sheet, shares the title and link through it", async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.defineProperty(window, "__shared", { value: shared });
      Object.defineProperty(Navigator.prototype, "share", {
        value: async (data: ShareData) => {
          shared.push(data);
        },
        configurable: true,
      });
    });
    await page.goto(`/blog/${post.slug}`);
    await page.getByRole("button", { name: "Paylaş", exact: true }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared)).toEqual([{ title: post.title, url: `${baseURL}/blog/${post.slug}` }]);
  });

  test("answers an unknown post with 404 and the not-found panel", async ({ page }) => {
    const response = await page.goto("/blog/olmayan-bir-yazi");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Yazısı Bulunamadı");
    await expect(page.getByText("Aradığınız blog yazısı bulunamadı veya yayından kaldırılmış olabilir.")).toBeVisible();
    await page.getByRole("link", { name: "Blog'a Dön" }).click();
    await expect(page).toHaveURL("/blog");
  });
});

test.describe("newsletter", () => {
  test("checks the address in Turkish, then subscribes with a success toast and clears the form", async ({ page }) => {
    await page.goto("/blog");
    const box = page.getByRole("region", { name: "Bültenimize Abone Olun" });
    const email = box.getByLabel("E-posta adresiniz");
    const submit = box.getByRole("button", { name: "Abone Ol" });
    const consent = box.getByRole("checkbox", { name: /ticari elektronik iletileri/ });
    await expect(consent).not.toBeChecked();
    await expect(box.getByRole("link", { name: "KVKK Aydınlatma Metni" })).toHaveAttribute("href", "/kvkk");

    await email.fill("adres-degil");
    await submit.click();
    await expect(box.getByText("Geçerli bir e-posta adresi girin.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();

    await email.fill("okur@ornek.example");
    await consent.check();
    await submit.click();
    const toasts = page.getByRole("region", { name: /^Bildirimler/ });
    await expect(toasts.getByText("Abonelik Başarılı", { exact: true })).toBeVisible();
    await expect(toasts.getByText("Bülten aboneliğiniz kaydedildi. Yeni yazılarımızdan haberdar olacaksınız.", { exact: true })).toBeVisible();
    await expect(email).toHaveValue("");
    await expect(consent).not.toBeChecked();
    await expect(box.getByText("Geçerli bir e-posta adresi girin.")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test.describe("when the server refuses", () => {
    test.use({ allowedFailures: [/\/api\/newsletter$/] });

    test("shows the server's Turkish message in a failure toast and keeps the address", async ({ page }) => {
      await page.route("**/api/newsletter", (route) =>
        route.fulfill({
          status: 429,
          contentType: "application/json",
          headers: { "Retry-After": "600" },
          body: JSON.stringify({ message: "Çok fazla deneme yapıldı. Lütfen 10 dakika sonra tekrar deneyin." }),
        }),
      );
      await page.goto("/blog");
      const box = page.getByRole("region", { name: "Bültenimize Abone Olun" });
      await box.getByLabel("E-posta adresiniz").fill("okur@ornek.example");
      await box.getByRole("button", { name: "Abone Ol" }).click();
      const toasts = page.getByRole("region", { name: /^Bildirimler/ });
      await expect(toasts.getByText("Abonelik Başarısız", { exact: true })).toBeVisible();
      await expect(toasts.getByText("Çok fazla deneme yapıldı. Lütfen 10 dakika sonra tekrar deneyin.", { exact: true })).toBeVisible();
      await expect(box.getByLabel("E-posta adresiniz")).toHaveValue("okur@ornek.example");
    });
  });
});
