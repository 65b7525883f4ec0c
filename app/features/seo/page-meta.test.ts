import { describe, expect, it } from "vitest";
import { documentTitle, pageMeta, siteIdentity } from "./page-meta";

const site = { siteOrigin: "https://www.ornek.com.tr", companyName: "Örnek Güvenlik" };

describe("pageMeta", () => {
  it("builds title, canonical, Open Graph and Twitter tags from one input", () => {
    const meta = pageMeta(site, { title: "Ürünler", description: "Tüm ürünler", path: "/urunler", keywords: "kamera" });
    expect(meta).toContainEqual({ title: "Ürünler | Örnek Güvenlik" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.ornek.com.tr/urunler" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://www.ornek.com.tr/urunler" });
    expect(meta).toContainEqual({ property: "og:image", content: "https://www.ornek.com.tr/og-default.png" });
    expect(meta).toContainEqual({ property: "og:locale", content: "tr_TR" });
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(meta).toContainEqual({ name: "keywords", content: "kamera" });
    expect(meta.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });

  it("shares a page's own image through its 1200 × 630 raster version, and the default image when it has none", () => {
    const image = (page: { image?: string }) =>
      pageMeta(site, { title: "Ürün", description: "d", path: "/urun/1", ...page }).filter((tag) => /image/.test(String((tag as Record<string, unknown>).property ?? (tag as Record<string, unknown>).name)));
    expect(image({ image: "/images/products/kamera-4mp-dome.svg" })).toEqual([
      { property: "og:image", content: "https://www.ornek.com.tr/images/products/kamera-4mp-dome-og.png" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { name: "twitter:image", content: "https://www.ornek.com.tr/images/products/kamera-4mp-dome-og.png" },
    ]);
    expect(image({ image: "/media/0123456789abcdef0123-1280.webp" })[0]).toEqual({ property: "og:image", content: "https://www.ornek.com.tr/media/0123456789abcdef0123-og.jpg" });
    expect(image({ image: "https://tedarikci.example/1.svg" })[0]).toEqual({ property: "og:image", content: "https://www.ornek.com.tr/og-default.png" });
  });

  it("marks noindex pages and keeps bare titles", () => {
    const meta = pageMeta(site, { title: "Özel | X", description: "d", path: "/x", noindex: true, bareTitle: true });
    expect(meta).toContainEqual({ title: "Özel | X" });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
  });

  it("reads the identity from the root match", () => {
    const identity = siteIdentity([
      { id: "root", data: { siteOrigin: "https://a.example", settings: { companyName: "A" } } },
      { id: "routes/site/home", data: {} },
    ]);
    expect(identity).toEqual({ siteOrigin: "https://a.example", companyName: "A" });
  });
});

describe("documentTitle", () => {
  it("adds the company when the whole title fits in 60 characters", () => {
    expect(documentTitle("Markalar", "Örnek Güvenlik Sistemleri")).toBe("Markalar | Örnek Güvenlik Sistemleri");
  });

  it("drops the company when it would not fit, and keeps a bare title as it is", () => {
    expect(documentTitle("4 MP Dome IP Kamera, 2,8 mm, IR 30 m - Optivizyon", "Örnek Güvenlik Sistemleri")).toBe("4 MP Dome IP Kamera, 2,8 mm, IR 30 m - Optivizyon");
    expect(documentTitle("Kısa | X", "Y", { bare: true })).toBe("Kısa | X");
  });

  it("cuts a longer title at a word boundary with an ellipsis, at most 60 characters", () => {
    const title = documentTitle("2 Loop Adreslenebilir Yangın Alarm Paneli, 250 Adres/Loop - Alevgard", "Örnek Güvenlik Sistemleri");
    expect(title).toBe("2 Loop Adreslenebilir Yangın Alarm Paneli, 250 Adres/Loop…");
    expect(title.length).toBeLessThanOrEqual(60);
  });
});
