import { describe, expect, it } from "vitest";
import { blogPostingNode, breadcrumbList, businessId, faqPage, jsonLdMeta, landingJsonLd, localBusiness, productNode, serviceNode } from "./structured-data";

const origin = "https://www.ornek.example";

describe("structured data", () => {
  it("numbers breadcrumbs from 1 with absolute URLs", () => {
    expect(breadcrumbList(origin, [{ name: "Ana Sayfa", path: "/" }, { name: "Ürünler", path: "/urunler" }])).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Ana Sayfa", item: `${origin}/` },
        { "@type": "ListItem", position: 2, name: "Ürünler", item: `${origin}/urunler` },
      ],
    });
  });

  it("gives the business one @id that pages reference", () => {
    const business = localBusiness({ siteOrigin: origin, companyName: "Örnek", phone: "+90", email: "a@b", address: "İzmit", geo: { latitude: 1, longitude: 2 }, areaServed: ["Gebze"], workingHours: [] });
    expect(business["@id"]).toBe(businessId(origin));
    const meta = jsonLdMeta(origin, "/urunler", []) as { "script:ld+json": { "@graph": { publisher?: { "@id": string } }[] } };
    expect(meta["script:ld+json"]["@graph"][0]!.publisher).toEqual({ "@id": `${origin}/#isletme` });
  });

  it("lists the districts served and the opening hours it can read", () => {
    const business = localBusiness({
      siteOrigin: origin,
      companyName: "Örnek",
      phone: "+90",
      email: "a@b",
      address: "İzmit",
      geo: { latitude: 1, longitude: 2 },
      areaServed: ["Gebze", "Darıca"],
      workingHours: [
        { days: "Pazartesi - Cuma", hours: "09:00 - 18:00" },
        { days: "CUMARTESİ", hours: "09:00-16:00" },
        { days: "Pazar", hours: "Kapalı" },
        { days: "Bayramlar", hours: "10:00 - 12:00" },
      ],
    });
    expect(business.areaServed).toEqual([
      { "@type": "AdministrativeArea", name: "Gebze", containedInPlace: { "@type": "AdministrativeArea", name: "Kocaeli" } },
      { "@type": "AdministrativeArea", name: "Darıca", containedInPlace: { "@type": "AdministrativeArea", name: "Kocaeli" } },
    ]);
    expect(business.openingHours).toEqual(["Mo-Fr 09:00-18:00", "Sa 09:00-16:00"]);
  });

  it("describes a product with absolute image URL and brand", () => {
    const node = productNode({ siteOrigin: origin, path: "/urun/7", name: "Kamera", brand: "Optivizyon", category: "CCTV", image: "/images/a.svg", description: "d" });
    expect(node).toMatchObject({ "@type": "Product", name: "Kamera", brand: { name: "Optivizyon" }, image: `${origin}/images/a.svg`, category: "CCTV" });
  });

  it("lists FAQ questions in order, each with its accepted answer", () => {
    expect(faqPage([{ question: "Soru 1?", answer: "Yanıt 1." }, { question: "Soru 2?", answer: "Yanıt 2." }])).toEqual({
      "@type": "FAQPage",
      mainEntity: [
        { "@type": "Question", name: "Soru 1?", acceptedAnswer: { "@type": "Answer", text: "Yanıt 1." } },
        { "@type": "Question", name: "Soru 2?", acceptedAnswer: { "@type": "Answer", text: "Yanıt 2." } },
      ],
    });
  });

  it("describes a blog post published by the business, with absolute URLs and the cover or default image", () => {
    const input = {
      siteOrigin: origin,
      companyName: "Örnek Güvenlik Sistemleri",
      path: "/blog/ornek",
      headline: "Örnek",
      description: "Açıklama",
      image: "/images/blog/ornek.svg",
      datePublished: "2026-11-22T09:00:00.000Z",
      dateModified: null,
      keywords: "kamera, alarm",
    };
    expect(blogPostingNode(input)).toEqual({
      "@type": "BlogPosting",
      "@id": `${origin}/blog/ornek#yazi`,
      headline: "Örnek",
      description: "Açıklama",
      image: `${origin}/images/blog/ornek.svg`,
      url: `${origin}/blog/ornek`,
      mainEntityOfPage: { "@id": `${origin}/blog/ornek` },
      inLanguage: "tr-TR",
      datePublished: "2026-11-22T09:00:00.000Z",
      dateModified: "2026-11-22T09:00:00.000Z",
      keywords: "kamera, alarm",
      author: { "@type": "Organization", "@id": `${origin}/#isletme`, name: "Örnek Güvenlik Sistemleri", url: `${origin}/` },
      publisher: { "@id": `${origin}/#isletme` },
    });
    const bare = blogPostingNode({ ...input, image: null, datePublished: null, keywords: null });
    expect(bare.image).toBe(`${origin}/og-default.png`);
    expect(bare).not.toHaveProperty("datePublished");
    expect(bare).not.toHaveProperty("dateModified");
    expect(bare).not.toHaveProperty("keywords");
  });
});

describe("landing-page structured data", () => {
  it("names the business as the Service's provider and places a district inside Kocaeli", () => {
    const meta = landingJsonLd({
      siteOrigin: origin,
      path: "/gebze-guvenlik-sistemleri",
      name: "Gebze Güvenlik Sistemleri",
      serviceType: "Kurulum",
      areaServed: "Gebze",
      parent: { name: "Hizmet Bölgeleri", path: "/hizmet-bolgeleri" },
      faq: [{ question: "S?", answer: "C." }],
    }) as { "script:ld+json": { "@graph": { "@type": string }[] } };
    const graph = meta["script:ld+json"]["@graph"];
    expect(graph.map((node) => node["@type"])).toEqual(["WebPage", "Service", "BreadcrumbList", "FAQPage"]);
    expect(graph[1]).toMatchObject({
      provider: { "@id": businessId(origin) },
      areaServed: { "@type": "AdministrativeArea", name: "Gebze", containedInPlace: { name: "Kocaeli" } },
    });
  });

  it("serves the province itself without nesting, and leaves the FAQ out when the page has none", () => {
    const node = serviceNode({ siteOrigin: origin, path: "/kocaeli-alarm-sistemleri", name: "A", serviceType: "B", areaServed: "Kocaeli" });
    expect(node.areaServed).toEqual({ "@type": "AdministrativeArea", name: "Kocaeli" });
    const meta = landingJsonLd({ siteOrigin: origin, path: "/x", name: "A", serviceType: "B", areaServed: "Kocaeli", parent: { name: "P", path: "/p" } });
    expect((meta as { "script:ld+json": { "@graph": unknown[] } })["script:ld+json"]["@graph"]).toHaveLength(3);
  });
});
