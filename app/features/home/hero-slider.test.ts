import { expect, it } from "vitest";
import { HERO_SLIDES } from "#app/content/hero-slides";
import { wrapIndex } from "./hero-slider";

it("wraps slide indexes both ways", () => {
  expect(wrapIndex(5, 5)).toBe(0);
  expect(wrapIndex(-1, 5)).toBe(4);
  expect(wrapIndex(2, 5)).toBe(2);
});

it("has the 5 slides with site-relative images and links", () => {
  expect(HERO_SLIDES).toHaveLength(5);
  for (const slide of HERO_SLIDES) {
    expect(slide.image).toMatch(/^\/images\//);
    expect(slide.ctaLink).toMatch(/^\//);
  }
});
