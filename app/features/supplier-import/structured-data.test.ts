import { describe, expect, it } from "vitest";
import { readPageMetadata, structuredListing, structuredProduct } from "./structured-data";

const pageUrl = "https://tedarikci.example/magaza/";
const ld = (data: unknown) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
const listing = (html: string) => structuredListing(readPageMetadata(html, pageUrl), pageUrl);
const product = (html: string, url = "https://tedarikci.example/urun/a/") => structuredProduct(readPageMetadata(html, url), url);

describe("a listing's structured data", () => {
  it("reads an ItemList of Products, of references into @graph and of URLs, and its JSON-LD paging", () => {
    const html = ld({
      "@context": "https://schema.org",
      "@graph": [
        { "@type": "Product", "@id": "#b", name: "Kamera B", url: "/urun/b/" },
        {
          "@type": "ItemList",
          numberOfItems: 40,
          view: { "@type": "PartialCollectionView", next: "/magaza/page/2/" },
          itemListElement: [
            { "@type": "ListItem", position: 1, item: { "@type": "Product", name: "Kamera &amp; A", url: "/urun/a/" } },
            { "@type": "ListItem", position: 2, item: { "@id": "#b" } },
            { "@type": "ListItem", position: 3, url: "/urun/c/" },
            "https://tedarikci.example/urun/d/",
          ],
        },
      ],
    });
    const read = listing(html)!;
    expect(read.products.map((entry) => [entry.name, entry.detailUrl, entry.source])).toEqual([
      ["Kamera B", "https://tedarikci.example/urun/b/", "json-ld"],
      ["Kamera & A", "https://tedarikci.example/urun/a/", "json-ld"],
    ]);
    expect(read.productLinks).toEqual(["https://tedarikci.example/urun/c/", "https://tedarikci.example/urun/d/"]);
    expect(read.nextUrl).toBe("https://tedarikci.example/magaza/page/2/");
    expect(read.declaredCount).toBe(40);
  });

  it("reads microdata products, language-tagged values and Brand items included, when there is no JSON-LD", () => {
    const html = `<html lang="tr"><body>${ld({ "@context": "https://schema.org", "@type": "Organization", name: "Tedarikçi" })}
      <div itemscope itemtype="http://schema.org/Product"><h2 itemprop="name">Switch  8</h2>
        <span itemprop="brand" itemscope itemtype="http://schema.org/Brand"><span itemprop="name">Dalgalink</span></span>
        <meta itemprop="category" content="Ağ Anahtarları"><meta itemprop="gtin13" content="8690000000001">
        <img itemprop="image" src="/r/1.png"><div itemprop="description"><p>Yönetilebilir <b>PoE</b></p><p>8 port</p></div>
        <div itemprop="additionalProperty" itemscope itemtype="http://schema.org/PropertyValue"><span itemprop="name">Port</span><span itemprop="value">8</span><meta itemprop="unitText" content="adet"></div>
      </div></body></html>`;
    expect(listing(html)!.products).toEqual([
      {
        name: "Switch 8",
        brand: "Dalgalink",
        category: "Ağ Anahtarları",
        description: "Yönetilebilir PoE 8 port",
        imageUrl: "https://tedarikci.example/r/1.png",
        features: [],
        specifications: [{ name: "Port", value: "8 adet" }],
        sku: "8690000000001",
        detailUrl: null,
        source: "microdata",
      },
    ]);
  });

  it("reads an RDFa product when neither JSON-LD nor microdata names one", () => {
    const html = `<body vocab="https://schema.org/"><div typeof="Product" resource="#p"><span property="name">Siren</span><span property="brand">Alarmix</span><span property="sku">S-1</span></div></body>`;
    expect(listing(html)!.products.map((entry) => [entry.name, entry.brand, entry.sku, entry.source])).toEqual([["Siren", "Alarmix", "S-1", "rdfa"]]);
  });

  it("ignores malformed JSON-LD and pages without products", () => {
    expect(listing(`<script type="application/ld+json">{"@type": "Product", name</script><p>Merhaba</p>`)).toBeNull();
  });
});

describe("a product page's structured data", () => {
  it("takes the first Product of a Yoast-style @graph: HTML reduced to text, Brand, ImageObject, SKU, offers, additionalProperty; the category from the breadcrumb; related products left alone", () => {
    const html = ld({
      "@context": "https://schema.org/",
      "@graph": [
        { "@type": "WebPage", "@id": "https://tedarikci.example/urun/a/" },
        {
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, item: { name: "Ana Sayfa", "@id": "/" } },
            { "@type": "ListItem", position: 3, item: { name: "Dome Kamera", "@id": "/urun/a/" } },
            { "@type": "ListItem", position: 2, item: { name: "Güvenlik Kameraları", "@id": "/k/" } },
          ],
        },
        {
          "@type": ["Product", "ItemPage"],
          name: "Dome Kamera",
          description: "&lt;p&gt;Gece &lt;b&gt;görüşlü&lt;/b&gt;&lt;/p&gt;&lt;p&gt;IP67&lt;/p&gt;",
          image: [{ "@type": "ImageObject", url: "/r/a.png" }, "/r/a2.png"],
          manufacturer: { "@type": "Organization", name: "Yedek Marka" },
          brand: { "@type": "Brand", name: "Optivizyon" },
          offers: { "@type": "AggregateOffer", offers: [{ "@type": "Offer", sku: "OFFER-SKU", price: "10" }] },
          additionalProperty: [{ "@type": "PropertyValue", name: "Lens", value: 2.8, unitText: "mm" }],
          isRelatedTo: { "@type": "Product", name: "Aparat" },
        },
      ],
    });
    expect(product(html)).toEqual({
      name: "Dome Kamera",
      brand: "Optivizyon",
      category: "Güvenlik Kameraları",
      description: "Gece görüşlü IP67",
      imageUrl: "https://tedarikci.example/r/a.png",
      features: [],
      specifications: [{ name: "Lens", value: "2.8 mm" }],
      sku: "OFFER-SKU",
      detailUrl: null,
      source: "json-ld",
    });
  });

  it("falls back to Open Graph and product: meta, filling what the other sources leave empty", () => {
    const html = `<head><meta property="og:type" content="product"><meta property="og:title" content="Duman Dedektörü">
      <meta property="og:description" content="&lt;p&gt;Optik &amp;amp; ısı&lt;/p&gt;"><meta property="og:image" content="/r/d.png">
      <meta property="product:brand" content="Alevsiz"><meta property="product:category" content="Yangın &gt; Dedektörler">
      <meta property="product:retailer_item_id" content="AL-9"></head>`;
    expect(product(html)).toMatchObject({
      name: "Duman Dedektörü",
      brand: "Alevsiz",
      category: "Yangın > Dedektörler",
      description: "Optik & ısı",
      imageUrl: "https://tedarikci.example/r/d.png",
      sku: "AL-9",
      source: "open-graph",
    });
    const jsonLdWithoutImage = `${html}${ld({ "@context": "https://schema.org", "@type": "Product", name: "JSON Adı", brand: "JSON Marka" })}`;
    expect(product(jsonLdWithoutImage)).toMatchObject({ name: "JSON Adı", brand: "JSON Marka", imageUrl: "https://tedarikci.example/r/d.png", source: "json-ld" });
  });

  it("is null for a page that is not a product (a blog post's Open Graph)", () => {
    expect(product(`<meta property="og:type" content="article"><meta property="og:title" content="Blog">`)).toBeNull();
  });
});
