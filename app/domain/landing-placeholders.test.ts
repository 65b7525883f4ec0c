import { describe, expect, it } from "vitest";
import { capitalize, fillLandingCopy, unknownPlaceholders } from "./landing-placeholders";

const KOCAELI = {
  name: "Kocaeli",
  locative: "Kocaeli'de",
  genitive: "Kocaeli'nin",
  responseTime: "60 dakika",
  areas: ["İzmit", "Gebze", "Gölcük"],
  sites: ["fabrikalar", "siteler", "ışıklı çarşılar"],
  project: { title: "Fabrika kamerası", text: "bir fabrikaya 40 kamera kurduk." },
};
const TOKENS = { company: "Örnek Güvenlik", address: "İzmit", email: "bilgi@example.com", phone: "0262 000 00 00" };

describe("landing placeholders", () => {
  it("capitalizes with Turkish rules", () => {
    expect(capitalize("ilçe merkezindeki konutlar")).toBe("İlçe merkezindeki konutlar");
    expect(capitalize("ışık")).toBe("Işık");
  });

  it("fills the district's facts and the site's tokens, capitalizing a text that begins with a placeholder", () => {
    expect(fillLandingCopy("{yapı 3} için {company}: {ilçenin} {bölge 1}", KOCAELI, TOKENS)).toBe("Işıklı çarşılar için Örnek Güvenlik: Kocaeli'nin İzmit");
    expect(fillLandingCopy("{yapılar} ve {phone}", KOCAELI, TOKENS)).toBe("Fabrikalar, siteler, ışıklı çarşılar ve 0262 000 00 00");
    expect(fillLandingCopy("sayfamızda {ilçe}; {örnek iş metni}", KOCAELI, TOKENS)).toBe("sayfamızda Kocaeli; bir fabrikaya 40 kamera kurduk.");
  });

  it("names the words in braces that are no placeholder", () => {
    expect(unknownPlaceholders("{ilçe} {ilce} {company} {İlçe}")).toEqual(["ilce", "İlçe"]);
  });
});
