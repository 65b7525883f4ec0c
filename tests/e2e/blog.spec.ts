import { DEMO_BLOG_POSTS } from "../../app/db/seed/demo-blog-posts";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { LOCKS } from "./locks";

// The demo posts are published `publishedDaysAgo` before the seeding: newest first is fewest days ago.
const newestFirst = [...DEMO_BLOG_POSTS].sort((a, b) => a.publishedDaysAgo - b.publishedDaysAgo);
const post = newestFirst[0]!;
const TURKISH_DATE = /^\d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/;

/** A browser with a clipboard and no native share sheet. */
async function withoutShareSheet(page: Page, context: BrowserContext) {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
}

/** 'Linki Kopyala' puts the post's address on the clipboard and alerts 'Link kopyalandı!'. */
async function expectLinkCopied(page: Page, url: string) {
  const messages: string[] = [];
  page.once("dialog", (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await page.getByRole("button", { name: "Linki Kopyala" }).click();
  await expect.poll(() => messages).toEqual(["Link kopyalandı!"]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
}

test.describe("blog list", () => {
  // The list is checked whole: not while admin-blog.spec.ts or redirects.spec.ts has a post of its own published.
  test("shows the published posts newest first with Turkish dates and reading times, and a category strip that is not clickable", { lock: LOCKS.publicBlogList }, async ({ page }) => {
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

  test("loads the list on a client-side navigation from a page that runs React", { lock: LOCKS.publicBlogList }, async ({ page }) => {
    // The services page hydrates React; the blog itself ships only the enhancement script.
    await page.goto("/hizmetlerimiz");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
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
    // Back to the blog, to contact and to the products, and on to the free survey (issue 27).
    await expect(onward.getByRole("link", { name: "Tüm Blog Yazıları" })).toHaveAttribute("href", "/blog");
    await expect(onward.getByRole("link", { name: "Bize Ulaşın" })).toHaveAttribute("href", "/iletisim");
    await expect(onward.getByRole("link", { name: "Ürünleri İnceleyin" })).toHaveAttribute("href", "/urunler");
    await expect(onward.getByRole("link", { name: "Ücretsiz Keşif İsteyin" })).toHaveAttribute("href", "/ucretsiz-kesif");
    await expectNoAxeViolations(page);
  });

  test("without a native share sheet, copies the link and alerts 'Link kopyalandı!'", async ({ page, context, baseURL }) => {
    await withoutShareSheet(page, context);
    await page.goto(`/blog/${post.slug}`);
    await expectLinkCopied(page, `${baseURL}/blog/${post.slug}`);
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

const SUBSCRIBED = "Bülten aboneliğiniz kaydedildi. Yeni yazılarımızdan haberdar olacaksınız.";

function newsletterBox(page: Page) {
  const box = page.getByRole("region", { name: "Bültenimize Abone Olun" });
  return {
    box,
    email: box.getByLabel("E-posta adresiniz"),
    consent: box.getByRole("checkbox", { name: /ticari elektronik iletileri/ }),
    submit: box.getByRole("button", { name: "Abone Ol" }),
    result: box.getByRole("status"),
  };
}

test.describe("newsletter", () => {
  test("checks the address in Turkish, then subscribes in place with the answer in the status line and clears the form", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await page.goto("/blog");
    const { box, email, consent, submit, result } = newsletterBox(page);
    await expect(consent).not.toBeChecked();
    await expect(box.getByRole("link", { name: "KVKK Aydınlatma Metni" })).toHaveAttribute("href", "/kvkk");

    await email.fill("adres-degil");
    await submit.click();
    await expect(box.getByText("Geçerli bir e-posta adresi girin.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Geçerli bir e-posta adresi girin.");
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);
    expect(posts).toEqual([]);

    await email.fill("okur@ornek.example");
    await expect(box.getByText("Geçerli bir e-posta adresi girin.")).toBeHidden();
    await consent.check();
    await submit.click();
    await expect(result).toHaveText(SUBSCRIBED);
    await expect(page).toHaveURL("/blog");
    expect(posts).toEqual(["/api/newsletter"]);
    await expect(email).toHaveValue("");
    await expect(consent).not.toBeChecked();
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expectNoAxeViolations(page);
  });

  test.describe("when the server refuses", () => {
    test.use({ allowedFailures: [/\/api\/newsletter$/] });

    test("shows the server's Turkish message in the status line and keeps the address", async ({ page }) => {
      await page.route("**/api/newsletter", (route) =>
        route.fulfill({
          status: 429,
          contentType: "application/json",
          headers: { "Retry-After": "600" },
          body: JSON.stringify({ message: "Çok fazla deneme yapıldı. Lütfen 10 dakika sonra tekrar deneyin." }),
        }),
      );
      await page.goto("/blog");
      const { email, submit, result } = newsletterBox(page);
      await email.fill("okur@ornek.example");
      await submit.click();
      await expect(result).toHaveText("Çok fazla deneme yapıldı. Lütfen 10 dakika sonra tekrar deneyin.");
      await expect(email).toHaveValue("okur@ornek.example");
      await expect(submit).toBeEnabled();
    });
  });

  test("works where React renders the page after a client-side navigation: the box checks in place, the post's share button copies", async ({ page, context, baseURL }) => {
    await withoutShareSheet(page, context);
    // The services page hydrates React; the marker survives only client-side navigations.
    await page.goto("/hizmetlerimiz");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole("navigation", { name: "Ana menü" }).getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    const { box, email, submit } = newsletterBox(page);
    await email.fill("adres-degil");
    await submit.click();
    await expect(box.getByText("Geçerli bir e-posta adresi girin.")).toBeVisible();
    await expect(page).toHaveURL("/blog");

    await page.getByRole("region", { name: "Blog yazıları" }).getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expectLinkCopied(page, `${baseURL}/blog/${post.slug}`);
  });
});

test.describe("blog without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list, the post and its share links work; the copy button, which needs JavaScript, is not offered", { lock: LOCKS.publicBlogList }, async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("region", { name: "Blog yazıları" }).getByRole("article")).toHaveCount(DEMO_BLOG_POSTS.length);
    await page.getByRole("region", { name: "Blog yazıları" }).getByRole("link", { name: post.title }).click();
    await expect(page).toHaveURL(`/blog/${post.slug}`);
    const share = page.getByRole("region", { name: "Bu yazıyı paylaşın" });
    await expect(share.getByRole("link")).toHaveCount(3);
    await expect(share.getByRole("button")).toHaveCount(0);
  });

  test("the newsletter form posts to the page: a bad address comes back with the Turkish message and the values kept, a good one is confirmed once", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    await page.goto("/blog");
    const { email, consent, submit, result } = newsletterBox(page);
    await email.fill("adres-degil");
    await consent.check();
    await submit.click();
    await expect(page).toHaveURL("/blog#bulten");
    await expect(email).toHaveValue("adres-degil");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Geçerli bir e-posta adresi girin.");
    await expect(consent).toBeChecked();

    await email.fill("okur-jssiz@ornek.example");
    await submit.click();
    await expect(page).toHaveURL("/blog?bulten=kaydedildi#bulten");
    await expect(result).toHaveText(SUBSCRIBED);
    await expect(email).toHaveValue("");
    // Post/redirect/get: a reload asks for the page again and posts nothing.
    await page.reload();
    await expect(result).toHaveText(SUBSCRIBED);
    expect(posts).toEqual(["/blog", "/blog"]);
  });
});

test.describe("blog as served without JavaScript, checked by axe", () => {
  // axe needs JavaScript in the page, so the enhancement script is withheld instead: the markup is what a visitor without JavaScript gets.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/enhance-[\w-]+\.js$/, (route) => route.abort());
  });

  test("the list with a refused and with a confirmed sign-up, and a post", async ({ page }) => {
    await page.goto("/blog");
    const { email, submit, result } = newsletterBox(page);
    await email.fill("adres-degil");
    await submit.click();
    await expect(page).toHaveURL("/blog#bulten");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await page.goto("/blog?bulten=kaydedildi#bulten");
    await expect(result).toHaveText(SUBSCRIBED);
    await expectNoAxeViolations(page);

    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole("region", { name: "Bu yazıyı paylaşın" }).getByRole("button")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
