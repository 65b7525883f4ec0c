import { describe, expect, it } from "vitest";
import {
  categoryLabel,
  categoryMatchValues,
  matchesBrand,
  matchesCategory,
  matchesSearch,
  matchesSubcategory,
  searchPattern,
  subcategoryLabel,
} from "./catalog-matching";

const camera = {
  name: "4 MP Dome IP KAMERA",
  brand: "Optivizyon",
  description: "Işıklı ortamlar için Kamera",
  category: "CCTV & Güvenlik Çözümleri",
  subcategory: "IP Kameralar",
};

describe("category matching", () => {
  it.each([
    ["cctv-guvenlik-cozumleri", "CCTV & Güvenlik Çözümleri", true],
    ["cctv-guvenlik-cozumleri", "CCTV & Guvenlik Cozumleri", true],
    ["cctv-guvenlik-cozumleri", "cctv güvenlik çözümleri", true],
    ["yangin-algilama-ve-ihbar-sistemleri", "YANGIN ALGILAMA VE İHBAR SİSTEMLERİ", true],
    ["yangin-algilama-ve-ihbar-sistemleri", "Yangin Algilama ve Ihbar Sistemleri", true],
    ["hirsiz-alarm-sistemleri", "HIRSIZ ALARM SİSTEMLERİ", true],
    ["guc-kaynaklari", "Güç Kaynakları", true],
    ["guc-kaynaklari", "Guc Kaynaklari", true],
    ["cctv-guvenlik-cozumleri", "Network Ürün Grupları", false],
    ["ses-sistemleri", "Seslendirme ve Anons Sistemleri", true],
  ])("slug %s against stored %s → %s", (slug, stored, expected) => {
    expect(matchesCategory({ category: stored }, slug)).toBe(expected);
  });

  it("matches an unknown category value only by its own folded spelling", () => {
    expect(categoryMatchValues("Özel Ürünler")).toEqual(["ozel urunler"]);
    expect(matchesCategory({ category: "ÖZEL ÜRÜNLER" }, "Özel Ürünler")).toBe(true);
    expect(matchesCategory({ category: "Özel" }, "Özel Ürünler")).toBe(false);
  });

  it("accepts a display name as the filter value too", () => {
    expect(matchesCategory({ category: "cctv-guvenlik-cozumleri" }, "CCTV & Güvenlik Çözümleri")).toBe(true);
  });
});

describe("subcategory matching", () => {
  it.each([
    ["ip-kameralar", "IP Kameralar", true],
    ["ip-kameralar", "ip kameralar", true],
    ["IP KAMERALAR", "IP Kameralar", true],
    ["dvr-xvr-kayit-cihazlari", "DVR XVR Kayıt Cihazları", true],
    ["dvr-xvr-kayit-cihazlari", "DVR/XVR KAYIT CİHAZLARI", true],
    ["modem-router", "Modem/Router", true],
    ["monitorler", "Monitörler", true],
    ["pir-dedektorler", "PIR Dedektörler", true],
    ["dedektorler", "PIR Dedektörler", false],
    ["ip-kameralar", "IP Telefonlar", false],
  ])("%s against stored %s → %s", (value, stored, expected) => {
    expect(matchesSubcategory({ subcategory: stored }, value)).toBe(expected);
  });

  it("never matches a product without a subcategory", () => {
    expect(matchesSubcategory({ subcategory: null }, "ip-kameralar")).toBe(false);
  });
});

describe("brand matching", () => {
  it.each([
    ["optivizyon", "Optivizyon", true],
    ["OPTIVIZYON", "Optivizyon", true],
    ["Optivizyon ", "Optivizyon", true],
    ["İŞIK", "Işık", true],
    ["ışık", "IŞIK", true],
    ["Optivizyon", "Optivizyon Pro", false],
  ])("%s against %s → %s", (value, stored, expected) => {
    expect(matchesBrand({ brand: stored }, value)).toBe(expected);
  });
});

describe("search", () => {
  it.each(["kamera", "KAMERA", "Kamera", "ışıklı", "ISIKLI", "optivizyon", "dome ip"])("finds %s", (q) => {
    expect(matchesSearch(camera, q)).toBe(true);
  });

  it("does not find what is not there", () => {
    expect(matchesSearch(camera, "switch")).toBe(false);
  });

  it("escapes LIKE wildcards in the pattern", () => {
    expect(searchPattern("100%_ok")).toBe("%100\\%\\_ok%");
    expect(searchPattern("  İP   Kamera ")).toBe("%ip kamera%");
  });
});

describe("labels", () => {
  it("shows display names for slugs and keeps unknown values", () => {
    expect(categoryLabel("network-urun-gruplari")).toBe("Network Ürün Grupları");
    expect(categoryLabel("Bilinmeyen")).toBe("Bilinmeyen");
    expect(subcategoryLabel("ip-kameralar", "cctv-guvenlik-cozumleri")).toBe("IP Kameralar");
    expect(subcategoryLabel("dedektorler")).toBe("Dedektörler");
    expect(subcategoryLabel("yok")).toBe("yok");
  });
});
