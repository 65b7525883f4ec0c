import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { STATIC_IMAGE_WIDTH } from "#app/lib/image-variants";
import { DEMO_PRODUCTS } from "./demo-products";

/** The visible texts of a picture: each `<text>` with its font size. */
function texts(svg: string) {
  return [...svg.matchAll(/<text\b([^>]*)>(.*?)<\/text>/g)].map(([, attributes, inner]) => ({
    size: Number(/font-size="([\d.]+)"/.exec(attributes!)?.[1]),
    text: inner!.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim(),
  }));
}

const pictures = DEMO_PRODUCTS.map((product) => ({
  name: product.name,
  url: product.imageUrl,
  svg: readFileSync(path.join("public", product.imageUrl), "utf8"),
}));

// Issue 27 item 7: eight cameras showed one line drawing, captioned in 16 px "Temsili görsel" and "Fotoğraf: IP kamera".
describe("the demo products' pictures", () => {
  it("are each product's own: no two products share an image file or its content", () => {
    expect(new Set(pictures.map((picture) => picture.url)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(pictures.map((picture) => picture.svg)).size).toBe(DEMO_PRODUCTS.length);
    for (const { url } of pictures) expect(existsSync(path.join("public", url.replace(/\.svg$/, "-320.avif"))), url).toBe(true);
  });

  it("name what they show in large type, different for every product, with no caption about a stand-in photo", () => {
    const headlines = pictures.map(({ name, svg }) => {
      const lines = texts(svg);
      expect(lines.length, name).toBeGreaterThan(0);
      for (const line of lines) expect(line.text, name).not.toMatch(/Temsili|Fotoğraf|görseli\)/i);
      return lines[0]!.text;
    });
    expect(new Set(headlines).size).toBe(DEMO_PRODUCTS.length);
    // The key figure is the product's own ("4 MP Dome" for the 4 MP dome camera).
    expect(headlines[DEMO_PRODUCTS.findIndex((product) => product.name.startsWith("4 MP Dome IP Kamera"))]).toBe("4 MP Dome");
    expect(headlines[DEMO_PRODUCTS.findIndex((product) => product.name.startsWith("8 Kanal 4K NVR"))]).toBe("8 Kanal NVR");
  });

  it("stay readable on a phone's card (about 340 px wide): no text under 12 px there", () => {
    const drawn = STATIC_IMAGE_WIDTH.get("products")!;
    for (const { name, svg } of pictures) {
      for (const line of texts(svg)) expect((line.size * 340) / drawn, `${name}: “${line.text}”`).toBeGreaterThanOrEqual(12);
    }
  });
});
