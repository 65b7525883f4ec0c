import { describe, expect, it } from "vitest";
import { COMPANIES_PAGE_DISTRICTS, DISTRICTS, KOCAELI } from "./districts";

describe("district records", () => {
  it("cover the 12 districts plus Kocaeli, with systems pages for 11", () => {
    expect(DISTRICTS.map((district) => district.slug)).toEqual([
      "basiskele",
      "cayirova",
      "darica",
      "derince",
      "dilovasi",
      "gebze",
      "golcuk",
      "izmit",
      "kandira",
      "karamursel",
      "kartepe",
      "korfez",
    ]);
    expect(COMPANIES_PAGE_DISTRICTS[0]).toBe(KOCAELI);
    expect(COMPANIES_PAGE_DISTRICTS.filter((district) => district.hasSystemsPage).map((district) => district.slug)).toEqual(
      DISTRICTS.map((district) => district.slug).filter((slug) => slug !== "basiskele"),
    );
  });

  it("hold 4–6 areas, 3 FAQ entries, a project and, where a systems page exists, 3 linked solutions", () => {
    for (const district of COMPANIES_PAGE_DISTRICTS) {
      expect(district.areas.length, district.slug).toBeGreaterThanOrEqual(4);
      expect(district.areas.length, district.slug).toBeLessThanOrEqual(6);
      expect(district.faq, district.slug).toHaveLength(3);
      expect(district.sites.length, district.slug).toBeGreaterThanOrEqual(4);
      expect(district.solutions, district.slug).toHaveLength(district.hasSystemsPage ? 3 : 0);
      expect(district.locative.startsWith(`${district.name}'`), district.slug).toBe(true);
      expect(district.genitive.startsWith(`${district.name}'`), district.slug).toBe(true);
      expect(district.character.length, district.slug).toBeGreaterThan(250);
    }
  });

  it("write sites to stand mid-sentence: lower-case unless a proper noun", () => {
    const properNouns = /^(Yuvacık|Köseköy|Hereke)\b/;
    for (const district of COMPANIES_PAGE_DISTRICTS) {
      for (const site of district.sites) if (!properNouns.test(site)) expect(site[0], site).toBe(site[0]!.toLocaleLowerCase("tr"));
    }
  });
});
