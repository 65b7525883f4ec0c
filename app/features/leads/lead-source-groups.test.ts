import { describe, expect, it } from "vitest";
import { isLeadSourceFilter, leadSourceGroup, leadSourceLabel } from "./lead-source-groups";

describe("lead source groups", () => {
  it.each([
    [null, "none"],
    ["/hdd-hesaplama", "calculator"],
    ["/hdd-hesaplama?kamera=8&gun=30", "calculator"],
    ["/hdd-hesaplamalar", "other"],
    ["/urun/12", "product:12"],
    ["/urun/12?utm_source=x", "product:12"],
    ["/urun/abc", "other"],
    ["/gebze-guvenlik-sistemleri", "district:gebze"],
    ["/kocaeli-guvenlik-sirketleri?utm_source=google", "district:kocaeli"],
    ["/ankara-guvenlik-sistemleri", "other"],
    ["/iletisim", "other"],
  ])("%s is %s", (sourcePage, group) => {
    expect(leadSourceGroup(sourcePage)).toBe(group);
  });

  it("names a group for staff, a product by its name where known", () => {
    expect(leadSourceLabel("district:golcuk")).toBe("İlçe sayfası: Gölcük");
    expect(leadSourceLabel("product:12", { "12": "AHD Kamera" })).toBe("Ürün: AHD Kamera (#12)");
    expect(leadSourceLabel("product:13")).toBe("Ürün sayfası #13");
    expect(leadSourceLabel("calculator")).toBe("HDD hesaplama aracı");
    expect(leadSourceLabel("none")).toBe("Kaynak bilinmiyor");
  });

  it("accepts a kind or one known group as a filter, nothing else", () => {
    for (const value of ["district", "product", "calculator", "other", "none", "district:izmit", "product:7"]) expect(isLeadSourceFilter(value), value).toBe(true);
    for (const value of ["", "district:ankara", "product:0", "product:12345678901", "other:x", "calculator:1", "ilce"]) expect(isLeadSourceFilter(value), value).toBe(false);
  });
});
