import { expect, it } from "vitest";
import { unknownTokens } from "#app/domain/site-tokens";
import { ABOUT_STORY, CERTIFICATES, COMPANY_FIGURES, COMPANY_VALUES, THANK_YOU_LETTERS } from "./about";

it("states the company claims", () => {
  expect(COMPANY_FIGURES.map((figure) => figure.value)).toEqual(["100+", "500+", "250+", "7/24"]);
  expect(CERTIFICATES.map((certificate) => certificate.code)).toEqual(["ISO 9001", "ISO 27001"]);
  expect(COMPANY_VALUES).toHaveLength(6);
  const story = ABOUT_STORY.paragraphs.join(" ");
  expect(story).toContain("2018");
  expect(story).toContain("20 yılı aşkın");
  expect(story).toContain("{company}");
  expect(unknownTokens(story)).toEqual([]);
});

it("has a few thank-you letters from kinds of organisations, none named", () => {
  expect(THANK_YOU_LETTERS.length).toBeGreaterThanOrEqual(3);
  for (const letter of THANK_YOU_LETTERS) expect(letter.from).toMatch(/\bbir\b/);
});
