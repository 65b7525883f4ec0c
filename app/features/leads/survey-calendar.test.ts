import { describe, expect, it } from "vitest";
import { leadReference } from "./lead-reference";
import { officeYear, surveyDays } from "./survey-calendar";

describe("surveyDays", () => {
  it("offers tomorrow to 30 days ahead in Kocaeli's calendar, without Sundays", () => {
    // 23:30 UTC on Monday 23 November is already Tuesday the 24th in Kocaeli.
    const days = surveyDays(new Date("2026-11-23T23:30:00Z"));
    expect(days[0]).toEqual({ value: "2026-11-25", label: "25 Kasım Çarşamba" });
    expect(days.at(-1)!.value).toBe("2026-12-24");
    expect(days.some((day) => day.value === "2026-11-29")).toBe(false);
    expect(days.every((day) => new Date(`${day.value}T00:00:00Z`).getUTCDay() !== 0)).toBe(true);
    expect(days).toHaveLength(30 - 4);
  });
});

describe("leadReference", () => {
  it("is type, the office's year and the zero-padded id", () => {
    expect(leadReference({ type: "survey", id: 123, createdAt: new Date("2026-05-01T10:00:00Z") })).toBe("KSF-2026-000123");
    expect(leadReference({ type: "quote", id: 7, createdAt: new Date("2026-12-31T21:30:00Z") })).toBe("TKL-2027-000007");
    expect(officeYear(new Date("2026-12-31T20:59:00Z"))).toBe(2026);
  });
});
