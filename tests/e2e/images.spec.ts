import type { Page } from "@playwright/test";
import { DEMO_BLOG_POSTS } from "../../app/db/seed/demo-blog-posts";
import { expect, test } from "./fixtures";
import { LOCKS } from "./locks";

/**
 * The image pipeline on the pages with an LCP image (ADR 018): every <img> reserves its box, only
 * the LCP image loads eagerly with high priority, and exactly that one is preloaded from the server's
 * HTML, as AVIF.
 */
async function productDetailPath(page: Page) {
  await page.goto("/urunler");
  return (await page.getByRole("link", { name: /^Detayları Görüntüle/ }).first().getAttribute("href"))!;
}

const pages: [string, (page: Page) => Promise<string>, string[]][] = [
  // Its HTML and its page in the browser must show the same first slide, which services-content.spec.ts changes.
  ["home (first hero slide)", async () => "/", [LOCKS.homeHero]],
  ["product detail (main image)", productDetailPath, []],
  ["blog post (cover)", async () => `/blog/${DEMO_BLOG_POSTS[0]!.slug}`, []],
  ["district page (hero)", async () => "/gebze-guvenlik-sirketleri", []],
];

for (const [name, pathOf, lock] of pages) {
  test(`${name}: images have width and height, only the LCP image is eager, and it alone is preloaded`, { lock }, async ({ page, request }) => {
    const path = await pathOf(page);

    // The preload is in the server's HTML (React hoists it into <head>), before any script runs.
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('type="image/avif"');
    expect(preloads[0]).toMatch(/fetchPriority="high"/i);

    await page.goto(path);
    const images = await page.locator("img").evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => ({
        src: img.getAttribute("src"),
        width: img.getAttribute("width"),
        height: img.getAttribute("height"),
        loading: img.getAttribute("loading"),
        fetchPriority: img.getAttribute("fetchpriority"),
        sourceSrcSet: img.parentElement?.tagName === "PICTURE" ? img.parentElement.querySelector("source[type='image/avif']")?.getAttribute("srcset") : null,
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
      expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
    }
    const eager = images.filter((image) => image.loading !== "lazy");
    expect(eager, "one eager image").toHaveLength(1);
    expect(eager[0]!.fetchPriority).toBe("high");
    // The preload names the same AVIF srcset as the LCP image's <source>.
    expect(preloads[0]).toContain(`imageSrcSet="${eager[0]!.sourceSrcSet}"`);

    // Chromium picks an AVIF variant of the LCP image, and it is really there.
    const lcp = page.locator("img[fetchpriority='high']");
    await expect.poll(() => lcp.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await lcp.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-\d+\.avif$/);
  });
}
