import { describe, expect, it } from "vitest";
import { fillLandingCopy, unknownPlaceholders } from "#app/domain/landing-placeholders";
import { COMPANIES_PAGE_DISTRICTS } from "./districts";
import { LANDING_COPY_SEED } from "./landing-copy";

const TOKENS = { company: "Örnek Güvenlik", address: "İzmit", email: "bilgi@example.com", phone: "0262 000 00 00" };

describe("the district pages' shared wording", () => {
  it("seeds wording that uses only known placeholders and leaves no brace on any district's page", () => {
    const texts = JSON.stringify(LANDING_COPY_SEED).match(/"[^"]*"/g)!;
    expect(texts.flatMap(unknownPlaceholders)).toEqual([]);
    for (const district of COMPANIES_PAGE_DISTRICTS) {
      for (const text of texts) expect(fillLandingCopy(text, district, TOKENS), district.slug).not.toMatch(/[{}]/);
    }
    expect(LANDING_COPY_SEED.companies.topics).toHaveLength(10);
  });
});
