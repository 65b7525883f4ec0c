/**
 * The CCTV HDD storage calculator (docs/product.md#calculator): pure functions shared by the page,
 * the shareable URL and the quote message. No React, no zod: the rules only.
 */

export const CODECS = ["h264", "h265", "h265plus"] as const;
export type Codec = (typeof CODECS)[number];
export const CODEC_LABELS: Record<Codec, string> = { h264: "H.264", h265: "H.265", h265plus: "H.265+" };

export const RESOLUTIONS = ["720p", "1080p", "4mp", "4k"] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const RESOLUTION_LABELS: Record<Resolution, string> = {
  "720p": "720p (1 MP)",
  "1080p": "1080p (2 MP)",
  "4mp": "4 MP",
  "4k": "4K (8 MP)",
};

export const FRAME_RATES = [15, 20, 25, 30] as const;
export type FrameRate = (typeof FRAME_RATES)[number];

export const RAID_LEVELS = ["none", "raid1", "raid5", "raid6", "raid10"] as const;
export type RaidLevel = (typeof RAID_LEVELS)[number];
export const RAID_LABELS: Record<RaidLevel, string> = {
  none: "RAID yok",
  raid1: "RAID 1",
  raid5: "RAID 5",
  raid6: "RAID 6",
  raid10: "RAID 10",
};
/** Disk space needed per unit of recordings. */
export const RAID_FACTORS: Record<RaidLevel, number> = { none: 1, raid1: 2, raid5: 1.33, raid6: 1.5, raid10: 2 };

/** Kbps per camera at {@link TABLE_FPS} fps, by resolution and codec. */
export const BITRATE_TABLE: Record<Resolution, Record<Codec, number>> = {
  "720p": { h264: 2000, h265: 1000, h265plus: 800 },
  "1080p": { h264: 4000, h265: 2000, h265plus: 1600 },
  "4mp": { h264: 6000, h265: 3000, h265plus: 2400 },
  "4k": { h264: 12000, h265: 6000, h265plus: 4800 },
};
/** The table's bitrate for a resolution or codec it does not know. */
export const UNKNOWN_BITRATE_KBPS = 2000;
/** The frame rate the table is for. */
export const TABLE_FPS = 25;

export type NumberLimits = { min: number; max: number; fallback: number };
export const CHANNEL_LIMITS: NumberLimits = { min: 1, max: 256, fallback: 1 };
export const BITRATE_LIMITS: NumberLimits = { min: 100, max: 50_000, fallback: 1000 };
export const DAY_LIMITS: NumberLimits = { min: 1, max: 365, fallback: 30 };

/** Spare space on top of the required capacity (20%). */
export const SPARE_FACTOR = 1.2;
/** Disk sizes offered, in TB (1 TB = 1000 GB), and the answer when none is large enough. */
export const HDD_SIZES_TB = [1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20] as const;
export const OVERSIZED_HDD = "20TB+";

/** The calculator's values after the input rules: every field valid and in range. */
export type HddValues = {
  channels: number;
  codec: Codec;
  resolution: Resolution;
  fps: FrameRate;
  bitrateKbps: number;
  days: number;
  raid: RaidLevel;
};

/**
 * What a form or a URL hands in. An absent field takes its default (the bitrate: the table's
 * value for the chosen resolution, codec and frame rate); a present but empty or non-numeric
 * number takes the fallback; a number out of range is clamped; an unknown choice takes the default.
 */
export type HddInput = {
  channels?: string | number;
  codec?: string;
  resolution?: string;
  fps?: string | number;
  bitrateKbps?: string | number;
  days?: string | number;
  raid?: string;
};

export const HDD_DEFAULTS = {
  channels: 4,
  codec: "h265",
  resolution: "1080p",
  fps: 25,
  days: 30,
  raid: "none",
} as const satisfies Omit<HddValues, "bitrateKbps">;

export type HddSuggestion = { label: string; sizeTb: number | null };

export type HddResult = {
  values: HddValues;
  totalBitrateKbps: number;
  dailyStorageGb: number;
  requiredCapacityGb: number;
  recommendedCapacityGb: number;
  suggestion: HddSuggestion;
};

const oneOf = <T extends string | number>(choices: readonly T[], value: unknown): T | undefined =>
  choices.find((choice) => String(choice) === String(value).trim());

/** The table's Kbps for a resolution and codec at 25 fps; 2000 when either is unknown. */
export function tableBitrateKbps(resolution: string, codec: string): number {
  const row = oneOf(RESOLUTIONS, resolution);
  const column = oneOf(CODECS, codec);
  return row && column ? BITRATE_TABLE[row][column] : UNKNOWN_BITRATE_KBPS;
}

/** The bitrate the form fills in: the table's value scaled to the frame rate, rounded. */
export function autoBitrateKbps(resolution: string, codec: string, fps: number): number {
  return Math.round((tableBitrateKbps(resolution, codec) * fps) / TABLE_FPS);
}

/** What a number field accepts (HTML's floating-point number, a leading `+` too): `1e3`, `.5`, `-2`. */
const NUMBER_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A whole number within limits: text is read as a number first (`1e3` is 1000), then clamped into
 * range, a fraction cut to its whole part; empty or non-numeric text (`2,5`) takes the fallback.
 */
export function wholeNumberInRange(value: string | number, limits: NumberLimits): number {
  const text = String(value).trim();
  const number = NUMBER_TEXT.test(text) ? Math.trunc(Number(text)) : Number.NaN;
  if (Number.isNaN(number)) return limits.fallback;
  return Math.min(limits.max, Math.max(limits.min, number));
}

/** Applies the input rules (see {@link HddInput}). */
export function normaliseHddInput(input: HddInput): HddValues {
  const codec = oneOf(CODECS, input.codec) ?? HDD_DEFAULTS.codec;
  const resolution = oneOf(RESOLUTIONS, input.resolution) ?? HDD_DEFAULTS.resolution;
  const fps = oneOf(FRAME_RATES, input.fps) ?? HDD_DEFAULTS.fps;
  const number = (value: string | number | undefined, limits: NumberLimits, whenAbsent: number) =>
    value === undefined ? whenAbsent : wholeNumberInRange(value, limits);
  return {
    channels: number(input.channels, CHANNEL_LIMITS, HDD_DEFAULTS.channels),
    codec,
    resolution,
    fps,
    bitrateKbps: number(input.bitrateKbps, BITRATE_LIMITS, autoBitrateKbps(resolution, codec, fps)),
    days: number(input.days, DAY_LIMITS, HDD_DEFAULTS.days),
    raid: oneOf(RAID_LEVELS, input.raid) ?? HDD_DEFAULTS.raid,
  };
}

/** The smallest offered disk holding `gb` (1 TB = 1000 GB), or '20TB+'. */
export function suggestHdd(gb: number): HddSuggestion {
  const sizeTb = HDD_SIZES_TB.find((size) => size * 1000 >= gb);
  return sizeTb === undefined ? { label: OVERSIZED_HDD, sizeTb: null } : { label: `${sizeTb} TB`, sizeTb };
}

/**
 * The calculator: total Kbps = channels × bitrate; GB a day = Kbps × 86400 / (8 × 1024 × 1024);
 * required = daily × days × RAID factor; recommended = required × 1.2; the disk fits the recommended size.
 */
export function calculateHdd(input: HddInput): HddResult {
  const values = normaliseHddInput(input);
  const totalBitrateKbps = values.channels * values.bitrateKbps;
  const dailyStorageGb = (totalBitrateKbps * 86_400) / (8 * 1024 * 1024);
  const requiredCapacityGb = dailyStorageGb * values.days * RAID_FACTORS[values.raid];
  const recommendedCapacityGb = requiredCapacityGb * SPARE_FACTOR;
  return {
    values,
    totalBitrateKbps,
    dailyStorageGb,
    requiredCapacityGb,
    recommendedCapacityGb,
    suggestion: suggestHdd(recommendedCapacityGb),
  };
}

const oneDecimal = new Intl.NumberFormat("tr-TR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 0 });
const upToTwoDecimals = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 2 });

/**
 * A size in tr-TR: under 1000 GB as GB with one decimal, else TB (GB / 1000) with one decimal.
 * The boundary is taken after rounding, so 999.96 GB reads "1,0 TB" rather than "1.000,0 GB".
 */
export function formatStorage(gb: number): string {
  return gb < 999.95 ? `${oneDecimal.format(gb)} GB` : `${oneDecimal.format(gb / 1000)} TB`;
}

/** "8.000 Kbps" */
export function formatKbps(kbps: number): string {
  return `${wholeNumber.format(kbps)} Kbps`;
}

/** "8 Mbps", "3,84 Mbps" (1 Mbps = 1000 Kbps) */
export function formatMbps(kbps: number): string {
  return `${upToTwoDecimals.format(kbps / 1000)} Mbps`;
}

/** "8 kamera, H.265, 1080p (2 MP), 25 fps, kamera başına 2.000 Kbps, 30 gün kayıt, RAID yok" */
export function describeHddSetup(values: HddValues): string {
  return [
    `${values.channels} kamera`,
    CODEC_LABELS[values.codec],
    RESOLUTION_LABELS[values.resolution],
    `${values.fps} fps`,
    `kamera başına ${formatKbps(values.bitrateKbps)}`,
    `${values.days} gün kayıt`,
    RAID_LABELS[values.raid],
  ].join(", ");
}
