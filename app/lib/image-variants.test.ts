import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { imageVariants, SOCIAL_IMAGE_SIZE, socialImageUrl, STATIC_IMAGE_WIDTH, variantWidths } from "./image-variants";

const HASH = "0123456789abcdef0123";

describe("variantWidths", () => {
  it("lists the standard widths below the largest, then the largest itself", () => {
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe("imageVariants", () => {
  it("derives an upload's AVIF and WebP srcsets from its stored (largest) URL", () => {
    expect(imageVariants(`/media/${HASH}-960.webp`)).toEqual({
      avifSrcSet: `/media/${HASH}-320.avif 320w, /media/${HASH}-640.avif 640w, /media/${HASH}-960.avif 960w`,
      webpSrcSet: `/media/${HASH}-320.webp 320w, /media/${HASH}-640.webp 640w, /media/${HASH}-960.webp 960w`,
      largestAvif: `/media/${HASH}-960.avif`,
      widths: [320, 640, 960],
    });
  });

  it("gives a small upload one variant at its own width", () => {
    expect(imageVariants(`/media/${HASH}-250.webp`)?.webpSrcSet).toBe(`/media/${HASH}-250.webp 250w`);
  });

  it("derives a demo image's variants from its folder's intrinsic width", () => {
    expect(imageVariants("/images/products/kamera-4mp-dome.svg")?.avifSrcSet).toBe(
      "/images/products/kamera-4mp-dome-320.avif 320w, /images/products/kamera-4mp-dome-640.avif 640w, /images/products/kamera-4mp-dome-800.avif 800w",
    );
    expect(imageVariants("/images/brands/optivizyon.svg")?.widths).toEqual([240]);
    expect(imageVariants("/images/blog/kapak.svg")?.widths).toEqual([320, 640, 960, 1200]);
  });

  it.each([
    ["an external address", "https://tedarikci.example/gorseller/1.png"],
    ["a protocol-relative address", `//cdn.example/media/${HASH}-960.webp`],
    ["an upload name that is not a content hash", "/media/kamera-960.webp"],
    ["an upload wider than the pipeline writes", `/media/${HASH}-2000.webp`],
    ["a zero width", `/media/${HASH}-0.webp`],
    ["a query string", `/media/${HASH}-960.webp?v=2`],
    ["an upload variant other than WebP", `/media/${HASH}-960.avif`],
    ["a static folder without variants", "/images/logos/firma.svg"],
    ["an inherited property name as a folder", "/images/constructor/x.svg"],
    ["a raster file under /images", "/images/products/kamera.png"],
    ["a path that climbs out", "/images/products/../secret.svg"],
  ])("is null for %s (shown as a plain <img>)", (_, url) => {
    expect(imageVariants(url)).toBeNull();
  });
});

describe("socialImageUrl", () => {
  it("names an upload's JPEG and a demo product's or post's PNG sharing image", () => {
    expect(socialImageUrl(`/media/${HASH}-960.webp`)).toBe(`/media/${HASH}-og.jpg`);
    expect(socialImageUrl("/images/products/kamera-4mp-dome.svg")).toBe("/images/products/kamera-4mp-dome-og.png");
    expect(socialImageUrl("/images/blog/kapak.svg")).toBe("/images/blog/kapak-og.png");
  });

  it.each([
    ["an external address", "https://tedarikci.example/gorseller/1.png"],
    ["an upload name that is not a content hash", "/media/kamera-960.webp"],
    ["an upload wider than the pipeline writes", `/media/${HASH}-2000.webp`],
    ["a brand logo", "/images/brands/optivizyon.svg"],
    ["the no-image placeholder", "/images/products/placeholder.svg"],
  ])("is null for %s (the page shares the site's default image)", (_, url) => {
    expect(socialImageUrl(url)).toBeNull();
  });
});

describe("the demo images in public/images", () => {
  const root = path.resolve("public/images");
  const folders = readdirSync(root);

  it("has an intrinsic width for every folder, equal to its SVGs' width", () => {
    for (const folder of folders) {
      expect(STATIC_IMAGE_WIDTH.get(folder), folder).toBeDefined();
      for (const name of readdirSync(path.join(root, folder)).filter((file) => file.endsWith(".svg"))) {
        const width = /<svg[^>]*\swidth="(\d+)"/.exec(readFileSync(path.join(root, folder, name), "utf8"))?.[1];
        expect(Number(width), `${folder}/${name}`).toBe(STATIC_IMAGE_WIDTH.get(folder));
      }
    }
  });

  it("has every variant the helper derives, as AVIF and WebP files", () => {
    const missing: string[] = [];
    for (const folder of folders) {
      for (const name of readdirSync(path.join(root, folder)).filter((file) => file.endsWith(".svg"))) {
        const variants = imageVariants(`/images/${folder}/${name}`)!;
        for (const entry of `${variants.avifSrcSet}, ${variants.webpSrcSet}`.split(", ")) {
          const file = entry.split(" ")[0]!;
          if (!existsSync(path.join("public", file))) missing.push(file);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("has a 1200 × 630 PNG sharing image for every product and post drawing", async () => {
    for (const folder of ["products", "blog"]) {
      const drawings = readdirSync(path.join(root, folder)).filter((file) => file.endsWith(".svg") && file !== "placeholder.svg");
      expect(drawings.length, folder).toBeGreaterThan(0);
      for (const name of drawings) {
        const file = path.join("public", socialImageUrl(`/images/${folder}/${name}`)!);
        expect(existsSync(file), file).toBe(true);
        expect(await sharp(file).metadata(), file).toMatchObject({ format: "png", ...SOCIAL_IMAGE_SIZE });
      }
    }
  });
});
