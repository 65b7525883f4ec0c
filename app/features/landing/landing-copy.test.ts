import { describe, expect, it } from "vitest";
import { COMPANIES_PAGE_DISTRICTS } from "#app/content/districts";
import { capitalize, companyTopics } from "./landing-copy";

describe("landing copy", () => {
  it("gives every companies page ten topic sections", () => {
    for (const district of COMPANIES_PAGE_DISTRICTS) expect(companyTopics(district), district.slug).toHaveLength(10);
  });

  it("capitalizes with Turkish rules", () => {
    expect(capitalize("ilçe merkezindeki konutlar")).toBe("İlçe merkezindeki konutlar");
    expect(capitalize("ışık")).toBe("Işık");
  });
});
