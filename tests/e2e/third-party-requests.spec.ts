import { DEMO_BLOG_POSTS } from "../../app/db/seed/demo-blog-posts";
import { DEMO_PRODUCTS } from "../../app/db/seed/demo-products";
import { STATIC_PUBLIC_ROUTES } from "../support/public-routes";
import { expect, test } from "./fixtures";

/* docs/product.md#privacy (KVKK): loading a public page asks no other origin for anything: fonts,
   images, scripts, the map (on click only) and share links (on click only) included. */

// The demo catalogue is seeded in order into an empty database, so ids follow the array.
const firstActiveProductId = DEMO_PRODUCTS.findIndex((product) => product.isActive !== false) + 1;

const PATHS = [...STATIC_PUBLIC_ROUTES.map((route) => route.path), `/urun/${firstActiveProductId}`, `/blog/${DEMO_BLOG_POSTS[0]!.slug}`];

for (const path of PATHS) {
  test(`${path} makes no third-party request while it loads`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    const own: string[] = [];
    page.on("request", (request) => {
      const url = request.url();
      if (url.startsWith("data:") || url.startsWith("blob:")) return;
      (new URL(url).origin === origin ? own : foreign).push(url);
    });
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    // Below-the-fold images, lazy chunks and fonts: scroll through, then let the network settle.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight)).catch(() => undefined);
    await page.waitForLoadState("networkidle");
    expect(foreign, `requests to other origins from ${path}`).toEqual([]);
    expect(own.some((url) => /\/assets\/.+\.css$/.test(url)), "the page's own stylesheet was recorded").toBe(true);
  });
}
