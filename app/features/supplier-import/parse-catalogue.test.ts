import { describe, expect, it } from "vitest";
import { absoluteUrl, normaliseText, parseCsvFeed, parseHtmlListing, parseJsonFeed, toImportCandidate } from "./parse-catalogue";
import { DEFAULT_SUPPLIER_PROFILE, supplierProfileSchema } from "./supplier-profile.schema";

const base = "https://tedarikci.example/katalog/sayfa-1";

describe("normalising supplier text", () => {
  it("trims and collapses every run of whitespace", () => {
    expect(normaliseText("  Dome\n\t IP   Kamera ")).toBe("Dome IP Kamera");
  });

  it("makes URLs absolute and drops other schemes", () => {
    expect(absoluteUrl("../gorseller/1.png", base)).toBe("https://tedarikci.example/gorseller/1.png");
    expect(absoluteUrl("javascript:alert(1)", base)).toBeNull();
    expect(absoluteUrl("", base)).toBeNull();
  });
});

describe("reading a supplier page", () => {
  it("reads product cards and the next-page link with the default profile", () => {
    const html = `<article class="urun"><h2 class="urun-adi">A  1</h2><span class="marka">Optivizyon</span><span class="kategori">IP Kameralar</span>
      <img class="gorsel" data-src="/g/1.png"><ul class="ozellikler"><li> IP67 </li><li></li></ul>
      <table class="teknik"><tr><th>Çözünürlük</th><td>4 MP</td></tr><tr><th>Boş</th><td></td></tr></table></article>
      <a class="sonraki" href="?sayfa=2">Sonraki</a>`;
    const page = parseHtmlListing(html, base, DEFAULT_SUPPLIER_PROFILE);
    expect(page.nextUrl).toBe("https://tedarikci.example/katalog/sayfa-1?sayfa=2");
    expect(page.products).toEqual([
      {
        name: "A 1",
        brand: "Optivizyon",
        category: "IP Kameralar",
        description: "",
        imageUrl: "https://tedarikci.example/g/1.png",
        features: ["IP67"],
        specifications: [{ name: "Çözünürlük", value: "4 MP" }],
      },
    ]);
  });

  it("reads a JSON feed by field names, features as an array", () => {
    const profile = supplierProfileSchema.parse({ type: "json", fields: { items: "urunler", name: "baslik", brand: "marka", category: "kategori", image: "resim", features: "ozellikler" } });
    const page = parseJsonFeed(JSON.stringify({ urunler: [{ baslik: " Switch 8 ", marka: "Dalgalink", kategori: "Switch", resim: "/s.png", ozellikler: ["PoE", " 8 port "] }] }), base, profile);
    expect(page.products[0]).toMatchObject({ name: "Switch 8", brand: "Dalgalink", imageUrl: "https://tedarikci.example/s.png", features: ["PoE", "8 port"] });
  });

  it("reads a CSV feed with a BOM and any separator, features split on |", () => {
    const profile = supplierProfileSchema.parse({ type: "csv", fields: { name: "ad", brand: "marka", category: "kategori", features: "ozellikler" } });
    const page = parseCsvFeed('\uFEFFad;marka;kategori;ozellikler\n"Kamera, 4 MP";Optivizyon;IP Kameralar;IP67|PoE\n', base, profile);
    expect(page.products[0]).toMatchObject({ name: "Kamera, 4 MP", brand: "Optivizyon", features: ["IP67", "PoE"] });
  });

  it("refuses a JSON feed without a product list", () => {
    const profile = supplierProfileSchema.parse({ type: "json", fields: { items: "urunler", name: "baslik" } });
    expect(() => parseJsonFeed('{"baska":[]}', base, profile)).toThrow("JSON akışında ürün listesi bulunamadı.");
  });
});

describe("turning a supplier product into an import candidate", () => {
  const product = { name: "Duman Dedektörü", brand: "Alevsiz", category: "yangın dedektörleri", description: "", imageUrl: null, features: [], specifications: [] };

  it("maps the supplier's category (folded) and keeps imports passive unless the profile activates them", () => {
    expect(toImportCandidate(product, DEFAULT_SUPPLIER_PROFILE)).toEqual({
      candidate: { ...product, category: "Yangın Algılama ve İhbar Sistemleri", subcategory: null, description: null, isActive: false, isFeatured: false },
    });
    const active = toImportCandidate(product, { ...DEFAULT_SUPPLIER_PROFILE, activate: true });
    expect("candidate" in active && active.candidate.isActive).toBe(true);
  });

  it("accepts one of our own category names without a mapping, and reports what it cannot place", () => {
    expect(toImportCandidate({ ...product, category: "Rack Kabinetler" }, DEFAULT_SUPPLIER_PROFILE)).toMatchObject({ candidate: { category: "Rack Kabinetler" } });
    expect(toImportCandidate({ ...product, category: "Bahçe Mobilyası" }, DEFAULT_SUPPLIER_PROFILE)).toEqual({ error: 'Duman Dedektörü: "Bahçe Mobilyası" kategorisi eşleşmedi.' });
    expect(toImportCandidate({ ...product, brand: "" }, DEFAULT_SUPPLIER_PROFILE)).toEqual({ error: "Duman Dedektörü: marka bulunamadı." });
  });
});
