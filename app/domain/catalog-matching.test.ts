import { describe, expect, it } from "vitest";
import {
  categoryLabel,
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
  categorySlug: "cctv-guvenlik-cozumleri",
  subcategory: "IP Kameralar",
};

describe("category matching", () => {
  it.each([
    ["cctv-guvenlik-cozumleri", "cctv-guvenlik-cozumleri", true],
    ["CCTV & Güvenlik Çözümleri", "cctv-guvenlik-cozumleri", true],
    ["CCTV & Guvenlik Cozumleri", "cctv-guvenlik-cozumleri", true],
    ["cctv güvenlik çözümleri", "cctv-guvenlik-cozumleri", true],
    ["YANGIN ALGILAMA VE İHBAR SİSTEMLERİ", "yangin-algilama-ve-ihbar-sistemleri", true],
    ["Yangin Algilama ve Ihbar Sistemleri", "yangin-algilama-ve-ihbar-sistemleri", true],
    ["HIRSIZ ALARM SİSTEMLERİ", "hirsiz-alarm-sistemleri", true],
    ["Guc Kaynaklari", "guc-kaynaklari", true],
    ["Network Ürün Grupları", "cctv-guvenlik-cozumleri", false],
    ["Seslendirme ve Anons Sistemleri", "ses-sistemleri", true],
  ])("filter %s against a product of %s → %s", (value, categorySlug, expected) => {
    expect(matchesCategory({ categorySlug }, value)).toBe(expected);
  });

  it("matches nothing for a category outside the taxonomy", () => {
    for (const categorySlug of ["cctv-guvenlik-cozumleri", "ses-sistemleri"]) expect(matchesCategory({ categorySlug }, "Özel Ürünler")).toBe(false);
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
