import { describe, expect, it } from "vitest";
import {
  autoBitrateKbps,
  calculateHdd,
  describeHddSetup,
  formatKbps,
  formatMbps,
  formatStorage,
  normaliseHddInput,
  suggestHdd,
  type HddInput,
  type HddValues,
} from "./hdd-calculator";

/*
 * Every expected figure below was worked out by hand from the rules (docs/product.md#calculator), not taken
 * from the implementation:
 *   bitrate  = table[resolution][codec] × fps / 25     (unless typed)
 *   total    = channels × bitrate                       Kbps
 *   daily    = total × 86400 / 8388608                  GB   (8 × 1024 × 1024 = 8388608)
 *   required = daily × days × RAID factor               (none 1, raid1 2, raid5 1.33, raid6 1.5, raid10 2)
 *   recommended = required × 1.2
 *   disk     = smallest of 1, 2, 4, …, 20 TB with size × 1000 ≥ recommended, else '20TB+'
 * A useful constant: 1000 Kbps for a day is 86,400,000 / 8,388,608 = 10.2996826171875 GB.
 */

const DEFAULT_VALUES: HddValues = { channels: 4, codec: "h265", resolution: "1080p", fps: 25, bitrateKbps: 2000, days: 30, raid: "none" };

type Case = {
  name: string;
  input: HddInput;
  values: HddValues;
  totalKbps: number;
  dailyGb: number;
  requiredGb: number;
  recommendedGb: number;
  /** daily, required, recommended as shown */
  shown: [string, string, string];
  disk: string;
};

const CASES: Case[] = [
  {
    // The worked example of docs/product.md#calculator: 8.000 Kbps, 82,4 GB a day, 2,5 TB required, 3,0 TB
    // recommended, 4 TB.
    name: "defaults: 4 × H.265 1080p 25 fps, 30 days, no RAID",
    input: {},
    values: DEFAULT_VALUES,
    totalKbps: 8000, // 4 × 2000
    dailyGb: 82.3974609375, // 8 × 10.2996826171875
    requiredGb: 2471.923828125, // × 30
    recommendedGb: 2966.30859375, // × 1.2
    shown: ["82,4 GB", "2,5 TB", "3,0 TB"],
    disk: "4 TB", // 2 TB = 2000 GB < 2966.3
  },
  {
    name: "RAID 1 doubles the space",
    input: { raid: "raid1" },
    values: { ...DEFAULT_VALUES, raid: "raid1" },
    totalKbps: 8000,
    dailyGb: 82.3974609375,
    requiredGb: 4943.84765625, // 2471.923828125 × 2
    recommendedGb: 5932.6171875,
    shown: ["82,4 GB", "4,9 TB", "5,9 TB"],
    disk: "6 TB",
  },
  {
    name: "RAID 5 adds a third (× 1.33)",
    input: { raid: "raid5" },
    values: { ...DEFAULT_VALUES, raid: "raid5" },
    totalKbps: 8000,
    dailyGb: 82.3974609375,
    requiredGb: 3287.65869140625, // 2471.923828125 × 1.33
    recommendedGb: 3945.1904296875,
    shown: ["82,4 GB", "3,3 TB", "3,9 TB"],
    disk: "4 TB",
  },
  {
    name: "RAID 6 adds half (× 1.5)",
    input: { raid: "raid6" },
    values: { ...DEFAULT_VALUES, raid: "raid6" },
    totalKbps: 8000,
    dailyGb: 82.3974609375,
    requiredGb: 3707.8857421875, // 2471.923828125 × 1.5
    recommendedGb: 4449.462890625,
    shown: ["82,4 GB", "3,7 TB", "4,4 TB"],
    disk: "6 TB",
  },
  {
    name: "RAID 10 with 8 cameras doubles the space",
    input: { channels: "8", raid: "raid10" },
    values: { ...DEFAULT_VALUES, channels: 8, raid: "raid10" },
    totalKbps: 16000,
    dailyGb: 164.794921875, // 16 × 10.2996826171875
    requiredGb: 9887.6953125, // × 30 × 2
    recommendedGb: 11865.234375,
    shown: ["164,8 GB", "9,9 TB", "11,9 TB"],
    disk: "12 TB",
  },
  {
    name: "H.264 1080p uses 4000 Kbps",
    input: { codec: "h264" },
    values: { ...DEFAULT_VALUES, codec: "h264", bitrateKbps: 4000 },
    totalKbps: 16000,
    dailyGb: 164.794921875,
    requiredGb: 4943.84765625,
    recommendedGb: 5932.6171875,
    shown: ["164,8 GB", "4,9 TB", "5,9 TB"],
    disk: "6 TB",
  },
  {
    name: "H.265+ 1080p uses 1600 Kbps",
    input: { codec: "h265plus" },
    values: { ...DEFAULT_VALUES, codec: "h265plus", bitrateKbps: 1600 },
    totalKbps: 6400,
    dailyGb: 65.91796875, // 6.4 × 10.2996826171875
    requiredGb: 1977.5390625,
    recommendedGb: 2373.046875,
    shown: ["65,9 GB", "2,0 TB", "2,4 TB"],
    disk: "4 TB",
  },
  {
    name: "720p H.265 uses 1000 Kbps",
    input: { resolution: "720p" },
    values: { ...DEFAULT_VALUES, resolution: "720p", bitrateKbps: 1000 },
    totalKbps: 4000,
    dailyGb: 41.19873046875,
    requiredGb: 1235.9619140625,
    recommendedGb: 1483.154296875,
    shown: ["41,2 GB", "1,2 TB", "1,5 TB"],
    disk: "2 TB",
  },
  {
    name: "4MP H.265 uses 3000 Kbps",
    input: { resolution: "4mp" },
    values: { ...DEFAULT_VALUES, resolution: "4mp", bitrateKbps: 3000 },
    totalKbps: 12000,
    dailyGb: 123.59619140625,
    requiredGb: 3707.8857421875,
    recommendedGb: 4449.462890625,
    shown: ["123,6 GB", "3,7 TB", "4,4 TB"],
    disk: "6 TB",
  },
  {
    name: "4K H.265 uses 6000 Kbps",
    input: { resolution: "4k" },
    values: { ...DEFAULT_VALUES, resolution: "4k", bitrateKbps: 6000 },
    totalKbps: 24000,
    dailyGb: 247.1923828125,
    requiredGb: 7415.771484375,
    recommendedGb: 8898.92578125,
    shown: ["247,2 GB", "7,4 TB", "8,9 TB"],
    disk: "10 TB",
  },
  {
    name: "15 fps scales the bitrate to 15/25",
    input: { fps: "15" },
    values: { ...DEFAULT_VALUES, fps: 15, bitrateKbps: 1200 }, // 2000 × 15 / 25
    totalKbps: 4800,
    dailyGb: 49.4384765625,
    requiredGb: 1483.154296875,
    recommendedGb: 1779.78515625,
    shown: ["49,4 GB", "1,5 TB", "1,8 TB"],
    disk: "2 TB",
  },
  {
    name: "20 fps scales the bitrate to 20/25",
    input: { fps: 20 },
    values: { ...DEFAULT_VALUES, fps: 20, bitrateKbps: 1600 }, // 2000 × 20 / 25
    totalKbps: 6400,
    dailyGb: 65.91796875,
    requiredGb: 1977.5390625,
    recommendedGb: 2373.046875,
    shown: ["65,9 GB", "2,0 TB", "2,4 TB"],
    disk: "4 TB",
  },
  {
    name: "30 fps scales the bitrate to 30/25",
    input: { fps: "30" },
    values: { ...DEFAULT_VALUES, fps: 30, bitrateKbps: 2400 }, // 2000 × 30 / 25
    totalKbps: 9600,
    dailyGb: 98.876953125,
    requiredGb: 2966.30859375,
    recommendedGb: 3559.5703125,
    shown: ["98,9 GB", "3,0 TB", "3,6 TB"],
    disk: "4 TB",
  },
  {
    name: "a typed bitrate replaces the table's",
    input: { bitrateKbps: "3500" },
    values: { ...DEFAULT_VALUES, bitrateKbps: 3500 },
    totalKbps: 14000,
    dailyGb: 144.195556640625, // 14 × 10.2996826171875
    requiredGb: 4325.86669921875,
    recommendedGb: 5191.0400390625,
    shown: ["144,2 GB", "4,3 TB", "5,2 TB"],
    disk: "6 TB",
  },
  {
    name: "8 × H.264 4MP 30 fps, 60 days, RAID 5 needs more than 20 TB",
    input: { channels: "8", codec: "h264", resolution: "4mp", fps: "30", days: "60", raid: "raid5" },
    values: { channels: 8, codec: "h264", resolution: "4mp", fps: 30, bitrateKbps: 7200, days: 60, raid: "raid5" }, // 6000 × 30 / 25
    totalKbps: 57600,
    dailyGb: 593.26171875, // 57.6 × 10.2996826171875
    requiredGb: 47342.28515625, // × 60 × 1.33
    recommendedGb: 56810.7421875,
    shown: ["593,3 GB", "47,3 TB", "56,8 TB"],
    disk: "20TB+",
  },
  {
    name: "a recommended 19.9 TB still fits the 20 TB disk",
    input: { channels: "8", resolution: "4k", fps: "30", days: "14", raid: "raid1" },
    values: { channels: 8, codec: "h265", resolution: "4k", fps: 30, bitrateKbps: 7200, days: 14, raid: "raid1" }, // 6000 × 30 / 25
    totalKbps: 57600,
    dailyGb: 593.26171875,
    requiredGb: 16611.328125, // × 14 × 2
    recommendedGb: 19933.59375,
    shown: ["593,3 GB", "16,6 TB", "19,9 TB"],
    disk: "20 TB",
  },
  {
    name: "one more day goes past 20 TB: '20TB+'",
    input: { channels: "8", resolution: "4k", fps: "30", days: "15", raid: "raid1" },
    values: { channels: 8, codec: "h265", resolution: "4k", fps: 30, bitrateKbps: 7200, days: 15, raid: "raid1" },
    totalKbps: 57600,
    dailyGb: 593.26171875,
    requiredGb: 17797.8515625, // × 15 × 2
    recommendedGb: 21357.421875,
    shown: ["593,3 GB", "17,8 TB", "21,4 TB"],
    disk: "20TB+",
  },
  {
    name: "a small setup stays in GB: 1 × H.265+ 720p 15 fps, 7 days",
    input: { channels: "1", codec: "h265plus", resolution: "720p", fps: "15", days: "7" },
    values: { channels: 1, codec: "h265plus", resolution: "720p", fps: 15, bitrateKbps: 480, days: 7, raid: "none" }, // 800 × 15 / 25
    totalKbps: 480,
    dailyGb: 4.94384765625, // 0.48 × 10.2996826171875
    requiredGb: 34.60693359375,
    recommendedGb: 41.5283203125,
    shown: ["4,9 GB", "34,6 GB", "41,5 GB"],
    disk: "1 TB",
  },
  {
    name: "16 cameras as numbers with RAID 6 fit 18 TB",
    input: { channels: 16, days: 30, raid: "raid6" },
    values: { ...DEFAULT_VALUES, channels: 16, raid: "raid6" },
    totalKbps: 32000,
    dailyGb: 329.58984375,
    requiredGb: 14831.54296875, // × 30 × 1.5
    recommendedGb: 17797.8515625,
    shown: ["329,6 GB", "14,8 TB", "17,8 TB"],
    disk: "18 TB",
  },
  {
    name: "32 × H.265+ 4MP 20 fps, 45 days, RAID 5",
    input: { channels: "32", codec: "h265plus", resolution: "4mp", fps: "20", days: "45", raid: "raid5" },
    values: { channels: 32, codec: "h265plus", resolution: "4mp", fps: 20, bitrateKbps: 1920, days: 45, raid: "raid5" }, // 2400 × 20 / 25
    totalKbps: 61440,
    dailyGb: 632.8125,
    requiredGb: 37873.828125, // × 45 × 1.33
    recommendedGb: 45448.59375,
    shown: ["632,8 GB", "37,9 TB", "45,4 TB"],
    disk: "20TB+",
  },
  {
    name: "numbers above the limits are clamped: 300 → 256 channels, 60000 → 50000 Kbps, 400 → 365 days",
    input: { channels: "300", bitrateKbps: "60000", days: "400", raid: "raid10" },
    values: { ...DEFAULT_VALUES, channels: 256, bitrateKbps: 50000, days: 365, raid: "raid10" },
    totalKbps: 12_800_000,
    dailyGb: 131835.9375, // 12800 × 10.2996826171875
    requiredGb: 96240234.375, // × 365 × 2
    recommendedGb: 115488281.25,
    shown: ["131,8 TB", "96.240,2 TB", "115.488,3 TB"],
    disk: "20TB+",
  },
  {
    name: "numbers below the limits are clamped: 0 → 1 channel, 50 → 100 Kbps, -3 → 1 day",
    input: { channels: "0", bitrateKbps: "50", days: "-3" },
    values: { ...DEFAULT_VALUES, channels: 1, bitrateKbps: 100, days: 1 },
    totalKbps: 100,
    dailyGb: 1.02996826171875,
    requiredGb: 1.02996826171875,
    recommendedGb: 1.2359619140625,
    shown: ["1,0 GB", "1,0 GB", "1,2 GB"],
    disk: "1 TB",
  },
  {
    name: "empty or non-numeric numbers fall back: channels 1, bitrate 1000, days 30",
    input: { channels: "abc", bitrateKbps: "", days: "otuz" },
    values: { ...DEFAULT_VALUES, channels: 1, bitrateKbps: 1000, days: 30 },
    totalKbps: 1000,
    dailyGb: 10.2996826171875,
    requiredGb: 308.990478515625,
    recommendedGb: 370.78857421875,
    shown: ["10,3 GB", "309,0 GB", "370,8 GB"],
    disk: "1 TB",
  },
  {
    name: "unknown choices take the defaults: codec, resolution, 24 fps, RAID 0",
    input: { codec: "mjpeg", resolution: "8k", fps: "24", raid: "raid0" },
    values: DEFAULT_VALUES,
    totalKbps: 8000,
    dailyGb: 82.3974609375,
    requiredGb: 2471.923828125,
    recommendedGb: 2966.30859375,
    shown: ["82,4 GB", "2,5 TB", "3,0 TB"],
    disk: "4 TB",
  },
];

describe("calculateHdd", () => {
  it.each(CASES)("$name", ({ input, values, totalKbps, dailyGb, requiredGb, recommendedGb, shown, disk }) => {
    const result = calculateHdd(input);
    expect(result.values).toEqual(values);
    expect(result.totalBitrateKbps).toBe(totalKbps);
    expect(result.dailyStorageGb).toBeCloseTo(dailyGb, 6);
    expect(result.requiredCapacityGb).toBeCloseTo(requiredGb, 6);
    expect(result.recommendedCapacityGb).toBeCloseTo(recommendedGb, 6);
    expect([result.dailyStorageGb, result.requiredCapacityGb, result.recommendedCapacityGb].map(formatStorage)).toEqual(shown);
    expect(result.suggestion.label).toBe(disk);
  });
});

describe("autoBitrateKbps", () => {
  it.each([
    ["720p", "h264", 25, 2000],
    ["720p", "h265", 25, 1000],
    ["720p", "h265plus", 25, 800],
    ["1080p", "h264", 25, 4000],
    ["1080p", "h265", 25, 2000],
    ["1080p", "h265plus", 25, 1600],
    ["4mp", "h264", 25, 6000],
    ["4mp", "h265", 25, 3000],
    ["4mp", "h265plus", 25, 2400],
    ["4k", "h264", 25, 12000],
    ["4k", "h265", 25, 6000],
    ["4k", "h265plus", 25, 4800],
    // Scaled by fps / 25.
    ["4k", "h264", 30, 14400],
    ["720p", "h265plus", 15, 480],
    ["4mp", "h265", 20, 2400],
    // An unknown resolution or codec reads 2000 from the table, then scales.
    ["8k", "h265", 25, 2000],
    ["1080p", "mjpeg", 25, 2000],
    ["8k", "h264", 30, 2400],
  ])("%s %s at %i fps → %i Kbps", (resolution, codec, fps, expected) => {
    expect(autoBitrateKbps(resolution, codec, fps)).toBe(expected);
  });
});

describe("normaliseHddInput", () => {
  it.each<[string, HddInput, Partial<HddValues>]>([
    ["cuts fractions to whole numbers", { channels: "4.9", bitrateKbps: "1500.7", days: 7.5 }, { channels: 4, bitrateKbps: 1500, days: 7 }],
    ["trims spaces", { channels: " 12 ", days: "\t60" }, { channels: 12, days: 60 }],
    ["reads exponent forms as numbers, then clamps", { channels: "1e3", bitrateKbps: "2.5E3", days: "1e400" }, { channels: 256, bitrateKbps: 2500, days: 365 }],
    ["reads a leading-dot fraction and a tiny exponent, then clamps", { channels: ".5", days: "1e-400" }, { channels: 1, days: 1 }],
    ["treats comma forms and text as non-numeric", { channels: "1,5", bitrateKbps: "2,5", days: "7 gün" }, { channels: 1, bitrateKbps: 1000, days: 30 }],
    ["clamps negative numbers to the minimum", { channels: "-5", bitrateKbps: -200 }, { channels: 1, bitrateKbps: 100 }],
    ["keeps the limits themselves", { channels: "256", bitrateKbps: "50000", days: "365" }, { channels: 256, bitrateKbps: 50000, days: 365 }],
    ["fills the bitrate from the table when absent", { resolution: "4k", codec: "h264", fps: "15" }, { bitrateKbps: 7200 }],
  ])("%s", (_name, input, expected) => {
    expect(normaliseHddInput(input)).toMatchObject(expected);
  });
});

describe("suggestHdd", () => {
  it.each([
    [1.2, "1 TB"],
    [1000, "1 TB"], // exactly 1 TB fits
    [1000.01, "2 TB"],
    [2000, "2 TB"],
    [2000.5, "4 TB"],
    [7999, "8 TB"],
    [13_500, "14 TB"],
    [15_001, "16 TB"],
    [20_000, "20 TB"],
    [20_000.01, "20TB+"],
  ])("%d GB → %s", (gb, expected) => {
    expect(suggestHdd(gb).label).toBe(expected);
  });

  it("gives the size as a number, or null past 20 TB", () => {
    expect(suggestHdd(2966.3)).toEqual({ label: "4 TB", sizeTb: 4 });
    expect(suggestHdd(25_000)).toEqual({ label: "20TB+", sizeTb: null });
  });
});

describe("formatStorage", () => {
  it.each([
    [0.04, "0,0 GB"],
    [82.3974609375, "82,4 GB"],
    [999.9, "999,9 GB"],
    [999.94, "999,9 GB"],
    // From here one decimal of GB would read 1.000,0: shown as TB.
    [999.95, "1,0 TB"],
    [1000, "1,0 TB"],
    [1049, "1,0 TB"],
    [1051, "1,1 TB"],
    [2471.923828125, "2,5 TB"],
    [1_234_567, "1.234,6 TB"],
  ])("%d GB → %s", (gb, expected) => {
    expect(formatStorage(gb)).toBe(expected);
  });
});

describe("bitrate display and setup summary", () => {
  it("writes Kbps with tr-TR grouping and Mbps with up to two decimals", () => {
    expect(formatKbps(8000)).toBe("8.000 Kbps");
    expect(formatKbps(480)).toBe("480 Kbps");
    expect(formatKbps(12_800_000)).toBe("12.800.000 Kbps");
    expect(formatMbps(8000)).toBe("8 Mbps");
    expect(formatMbps(57_600)).toBe("57,6 Mbps");
    expect(formatMbps(3840)).toBe("3,84 Mbps");
  });

  it("summarises a setup in Turkish", () => {
    expect(describeHddSetup({ channels: 8, codec: "h265plus", resolution: "4k", fps: 30, bitrateKbps: 5760, days: 60, raid: "raid5" })).toBe(
      "8 kamera, H.265+, 4K (8 MP), 30 fps, kamera başına 5.760 Kbps, 60 gün kayıt, RAID 5",
    );
    expect(describeHddSetup(DEFAULT_VALUES)).toBe("4 kamera, H.265, 1080p (2 MP), 25 fps, kamera başına 2.000 Kbps, 30 gün kayıt, RAID yok");
  });
});
