import { describe, expect, it } from "vitest";
import { isSlideVisible, slideWindowEdgePassed, visibleSlides } from "./slide-windows";

const at = (iso: string) => new Date(iso);

describe("hero slide windows (Istanbul wall-clock times)", () => {
  const campaign = { visibleFrom: "2026-12-01T09:00", visibleUntil: "2026-12-31T23:59" };

  it("shows a slide from its start and until, not at, its end, read as UTC+3", () => {
    expect(isSlideVisible(campaign, at("2026-12-01T05:59:59Z"))).toBe(false);
    expect(isSlideVisible(campaign, at("2026-12-01T06:00:00Z"))).toBe(true);
    expect(isSlideVisible(campaign, at("2026-12-31T20:58:59Z"))).toBe(true);
    expect(isSlideVisible(campaign, at("2026-12-31T20:59:00Z"))).toBe(false);
  });

  it("shows a slide without a window always and keeps the order of the rest", () => {
    const slides = [{ id: "a" }, { id: "b", visibleUntil: "2026-01-01T00:00" }, { id: "c", visibleFrom: "2026-01-01T00:00" }];
    expect(visibleSlides(slides, at("2025-06-01T00:00:00Z")).map((slide) => slide.id)).toEqual(["a", "b"]);
    expect(visibleSlides(slides, at("2026-06-01T00:00:00Z")).map((slide) => slide.id)).toEqual(["a", "c"]);
  });

  it("tells when a window opened or closed between two looks, and only then", () => {
    const start = at("2026-12-01T06:00:00Z");
    expect(slideWindowEdgePassed([campaign], at("2026-12-01T05:59:50Z"), start)).toBe(true);
    expect(slideWindowEdgePassed([campaign], start, at("2026-12-01T06:00:15Z"))).toBe(false);
    expect(slideWindowEdgePassed([campaign], at("2026-12-31T20:58:50Z"), at("2026-12-31T20:59:05Z"))).toBe(true);
    expect(slideWindowEdgePassed([{}], at("2026-01-01T00:00:00Z"), at("2027-01-01T00:00:00Z"))).toBe(false);
  });
});
