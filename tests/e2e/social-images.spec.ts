import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { DEMO_BLOG_POSTS } from "../../app/db/seed/demo-blog-posts";
import { DEMO_PRODUCTS } from "../../app/db/seed/demo-products";
import { socialImageUrl } from "../../app/lib/image-variants";
import { signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

/*
 * Issue 27 item 24: product and post pages shared SVG files, which WhatsApp, Facebook, X and LinkedIn
 * do not show. Every page kind's og:image and twitter:image is a PNG or JPEG (or WebP) of 1200 × 630.
 */

const firstActiveProductId = DEMO_PRODUCTS.findIndex((product) => product.isActive !== false) + 1;
const RASTER_TYPES: Record<string, string> = { "image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp" };

const PAGE_KINDS = [
  "/",
  "/urunler",
  `/urun/${firstActiveProductId}`,
  "/blog",
  `/blog/${DEMO_BLOG_POSTS[0]!.slug}`,
  "/hakkimizda",
  "/destek/uygulamalar",
  "/iletisim",
  "/kvkk",
  "/hizmet-bolgeleri",
  "/kocaeli-kamera-sistemleri",
  "/izmit-guvenlik-sistemleri",
  "/izmit-guvenlik-sirketleri",
];

/** Fetches an image and checks that it is a raster of 1200 × 630 of the type its answer says. */
async function expectSharingImage(request: APIRequestContext, url: string, label: string) {
  const response = await request.get(url);
  expect(response.status(), `${label}: ${url}`).toBe(200);
  const type = response.headers()["content-type"]!.split(";")[0]!;
  expect(Object.keys(RASTER_TYPES), `${label}: ${url} is ${type}`).toContain(type);
  const metadata = await sharp(await response.body()).metadata();
  expect({ format: metadata.format, width: metadata.width, height: metadata.height }, `${label}: ${url}`).toEqual({ format: RASTER_TYPES[type], width: 1200, height: 630 });
}

test("every page kind shares a 1200 × 630 PNG, JPEG or WebP, the same for Open Graph and Twitter", async ({ page, request }) => {
  const seen = new Set<string>();
  for (const path of PAGE_KINDS) {
    await page.goto(path);
    const og = await page.locator('head meta[property="og:image"]').getAttribute("content");
    const twitter = await page.locator('head meta[name="twitter:image"]').getAttribute("content");
    expect(twitter, path).toBe(og);
    await expect(page.locator('head meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page.locator('head meta[property="og:image:height"]')).toHaveAttribute("content", "630");
    seen.add(og!);
    await expectSharingImage(request, og!, path);
  }
  // A product and a post share their own picture, not the site's default.
  const product = DEMO_PRODUCTS[firstActiveProductId - 1]!;
  expect(seen).toContain(new URL(socialImageUrl(product.imageUrl)!, page.url()).href);
  expect(seen).toContain(new URL(socialImageUrl(DEMO_BLOG_POSTS[0]!.imageUrl)!, page.url()).href);
});

test("an uploaded image gets its 1200 × 630 JPEG sharing image", async ({ page }) => {
  await signIn(page);
  const photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: 30, g: 70, b: 140 } } }).jpeg().toBuffer();
  const response = await page.request.post("/api/admin/media", { multipart: { file: { name: "kamera.jpg", mimeType: "image/jpeg", buffer: photo } } });
  expect(response.status()).toBe(201);
  const { url } = (await response.json()) as { url: string };
  await expectSharingImage(page.request, socialImageUrl(url)!, url);
});
