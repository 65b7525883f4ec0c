import { describe, expect, it } from "vitest";
import { calculateHdd, formatStorage } from "./hdd-calculator";
import { parseHddQuery } from "./hdd-calculator.schema";
import { hddCalculatorHref } from "./hdd-calculator-url";

const parse = (query: string) => parseHddQuery(new URLSearchParams(query));

describe("parseHddQuery", () => {
  it("shows no result without calculator parameters, unknown parameters included", () => {
    expect(parse("")).toEqual({
      calculated: false,
      values: { channels: 4, codec: "h265", resolution: "1080p", fps: 25, bitrateKbps: 2000, days: 30, raid: "none" },
    });
    expect(parse("utm_source=haber").calculated).toBe(false);
  });

  it("reads every parameter", () => {
    expect(parse("kanal=8&sikistirma=h264&cozunurluk=4mp&fps=30&bithizi=7000&gun=60&raid=raid5")).toEqual({
      calculated: true,
      values: { channels: 8, codec: "h264", resolution: "4mp", fps: 30, bitrateKbps: 7000, days: 60, raid: "raid5" },
    });
  });

  it("takes defaults for missing values, the table's bitrate included", () => {
    expect(parse("cozunurluk=4k&fps=15")).toEqual({
      calculated: true,
      values: { channels: 4, codec: "h265", resolution: "4k", fps: 15, bitrateKbps: 3600, days: 30, raid: "none" },
    });
  });

  it("falls back on bad values by the calculator's rules and ignores a repeated parameter's later values", () => {
    expect(parse("kanal=abc&sikistirma=mpeg4&cozunurluk=8k&fps=60&bithizi=&gun=9999&raid=raid0&kanal=16").values).toEqual({
      channels: 1,
      codec: "h265",
      resolution: "1080p",
      fps: 25,
      bitrateKbps: 1000,
      days: 365,
      raid: "none",
    });
  });

  it("reads an exponent as a number, then clamps it: kanal=1e3 is 1000, so 256 cameras", () => {
    expect(parse("kanal=1e3&gun=2e1&bithizi=1.5e3").values).toMatchObject({ channels: 256, days: 20, bitrateKbps: 1500 });
  });
});

describe("a bitrate the visitor did not type (the form without JavaScript)", () => {
  const form = (bitrate: string, suggested?: string) =>
    parse(`kanal=4&sikistirma=h264&cozunurluk=4k&fps=30&bithizi=${bitrate}${suggested === undefined ? "" : `&onerilen=${suggested}`}&gun=30&raid=none`);

  it("is the table's for the new choices when the suggested one comes back unchanged: 4K, H.264, 30 fps gives 17,8 TB, as with JavaScript", () => {
    const { values } = form("2000", "2000");
    expect(values.bitrateKbps).toBe(14_400);
    expect(formatStorage(calculateHdd(values).requiredCapacityGb)).toBe("17,8 TB");
  });

  it("stays as typed when it differs from the suggested one, and in an address without one (a shared calculation)", () => {
    expect(form("3000", "2000").values.bitrateKbps).toBe(3000);
    expect(form("2000").values.bitrateKbps).toBe(2000);
    expect(form("", "2000").values.bitrateKbps).toBe(1000);
  });
});

describe("hddCalculatorHref", () => {
  it("writes every value in one order, and reads back the same values", () => {
    const values = { channels: 16, codec: "h265plus", resolution: "720p", fps: 20, bitrateKbps: 640, days: 90, raid: "raid10" } as const;
    const href = hddCalculatorHref(values);
    expect(href).toBe("/hdd-hesaplama?kanal=16&sikistirma=h265plus&cozunurluk=720p&fps=20&bithizi=640&gun=90&raid=raid10");
    expect(parse(href.split("?")[1]!)).toEqual({ calculated: true, values });
  });
});
