import { describe, expect, it } from "vitest";
import { analyseContentSeo, overlappingDocuments, trigramOverlap } from "./content-seo";

const paragraph = "İzmit'te fabrikalar, siteler ve iş yerleri için güvenlik kamerası, alarm ve yangın algılama sistemleri kuruyoruz; keşif ücretsizdir.";
const page = (key: string, title: string, text: string, metaDescription = "x".repeat(130)) => ({ key, kind: "legal" as const, title, data: { title, metaDescription, blocks: [{ type: "paragraph", text }] } });

describe("trigramOverlap", () => {
  it("is the share of a text's word 3-grams the other has, case-folded the Turkish way", () => {
    expect(trigramOverlap(paragraph, paragraph.toLocaleUpperCase("tr-TR"))).toBe(1);
    expect(trigramOverlap(paragraph, "Gebze'de bambaşka bir metin, hiçbir ortak üçlü yok burada.")).toBe(0);
    expect(trigramOverlap("iki kelime", paragraph)).toBe(0);
  });
});

describe("analyseContentSeo", () => {
  it("warns when a page copies most of another page of its kind, and not for distinct pages", () => {
    const issues = analyseContentSeo([page("a/izmit", "İzmit", paragraph), page("a/gebze", "Gebze", paragraph.replace("İzmit'te", "Gebze'de")), page("a/kartepe", "Kartepe", "Kartepe'deki villalar için kablosuz alarm ve uzaktan izleme çözümleri sunuyoruz.")], new Set());
    const overlaps = issues.filter((issue) => issue.id.includes("-overlap-"));
    expect(overlaps.map((issue) => issue.id).sort()).toEqual(["content-a/gebze-overlap-a/izmit", "content-a/izmit-overlap-a/gebze"]);
    expect(overlaps[0]!.issue).toMatch(/^Metnin %\d+'i “(İzmit|Gebze)” sayfasıyla aynı/);
  });

  it("compares a landing page staff added with the service landing pages, and a district's two pages not with each other", () => {
    const data = { title: "Sayfa", blocks: [{ type: "paragraph", text: paragraph }] };
    const staffPage = { key: "sayfa/plaka", kind: "landing" as const, title: "/plaka", data };
    expect(overlappingDocuments(staffPage, [{ key: "hizmet/alarm", kind: "service-landing", title: "/alarm", data }]).map((other) => other.key)).toEqual(["hizmet/alarm"]);
    const systems = { key: "ilce/gebze-guvenlik-sistemleri", kind: "district-systems" as const, title: "/gebze-guvenlik-sistemleri", data };
    expect(overlappingDocuments(systems, [{ key: "ilce/gebze-guvenlik-sirketleri", kind: "district-companies", title: "/gebze-guvenlik-sirketleri", data }])).toEqual([]);
  });

  it("reports internal links that lead nowhere and description lengths outside 120–160", () => {
    const issues = analyseContentSeo([page("a/b", "Sayfa", "Bakınız [KVKK](/kvkk), [yok](/olmayan-sayfa) ve [ürün](/urun/5).", "Kısa")], new Set(["/kvkk"]));
    expect(issues.map((issue) => issue.issue)).toEqual(["Meta açıklama 4 karakter (önerilen 120–160).", "Bağlantı bir sayfaya gitmiyor: /olmayan-sayfa"]);
  });
});

describe("the services page's gallery", () => {
  it("is no broken link: its pictures and videos are the site's own files", async () => {
    const { SEED_DOCUMENTS } = await import("./content-seed");
    const services = SEED_DOCUMENTS.find((document) => document.key === "page/hizmetlerimiz")!;
    const issues = analyseContentSeo([{ key: services.key, kind: services.kind, title: "Hizmetlerimiz", data: services.data }], new Set());
    expect(issues.filter((issue) => issue.id.includes("-link-"))).toEqual([]);
    expect(issues).toEqual([]);
  });
});
