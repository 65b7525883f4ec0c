import { describe, expect, it } from "vitest";
import { formatTurkishPhone, normaliseTurkishPhone } from "./turkish-phone";

describe("normaliseTurkishPhone", () => {
  it.each([
    ["0532 123 45 67", "+905321234567"],
    ["05321234567", "+905321234567"],
    ["532 123 45 67", "+905321234567"],
    ["+90 532 123 45 67", "+905321234567"],
    ["+90 (532) 123-45-67", "+905321234567"],
    ["0090 532 123 45 67", "+905321234567"],
    ["90 532 123 4567", "+905321234567"],
    ["0 (532) 123.45.67", "+905321234567"],
    ["(0262) 321 00 00", "+902623210000"],
    ["0212 555 12 34", "+902125551234"],
    ["0850 222 33 44", "+908502223344"],
    ["  0532/123 45 67  ", "+905321234567"],
  ])("%s → %s", (input, expected) => {
    expect(normaliseTurkishPhone(input)).toBe(expected);
  });

  it.each([
    "",
    "123",
    "0532 123 45 6", // a digit short
    "0532 123 45 678", // a digit too many
    "+49 30 1234567", // not Turkish
    "444 1 444", // a short line cannot be called back reliably
    "0800 123 45 67", // toll-free, not a customer line
    "0162 123 45 67", // no area code starts with 1
    "0532 123 45 6a",
    "+90 +90 532 123 45 67",
  ])("refuses %j", (input) => {
    expect(normaliseTurkishPhone(input)).toBeNull();
  });
});

describe("formatTurkishPhone", () => {
  it("reads an E.164 Turkish number in the national format", () => {
    expect(formatTurkishPhone("+905321234567")).toBe("0532 123 45 67");
    expect(formatTurkishPhone("+4930123")).toBe("+4930123");
  });
});
