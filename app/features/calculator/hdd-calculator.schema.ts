import { z } from "zod";
import { CODECS, FRAME_RATES, normaliseHddInput, RAID_LEVELS, RESOLUTIONS, type HddValues } from "./hdd-calculator";

export const HDD_CALCULATOR_PATH = "/hdd-hesaplama";

/**
 * The calculator's query parameters, also the form's field names (the form works as a plain GET
 * form without JavaScript). In this order in every URL the page writes.
 */
export const HDD_QUERY_KEYS = {
  channels: "kanal",
  codec: "sikistirma",
  resolution: "cozunurluk",
  fps: "fps",
  bitrateKbps: "bithizi",
  days: "gun",
  raid: "raid",
} as const satisfies Record<keyof HddValues, string>;

/** A choice: an unknown value is dropped, so the calculator takes the default. */
const choice = (values: readonly [string, ...string[]]) => z.enum(values).optional().catch(undefined);
/** A number as typed: the calculator's input rules fall back or clamp it. */
const numberText = z.string().optional();

/**
 * The query of `/hdd-hesaplama`: lenient, the page never fails on it. A missing value takes the
 * default; a number the calculator cannot read takes its fallback and one out of range is clamped
 * (SPEC 5, DESIGN 8); an unknown choice takes the default; unknown parameters are ignored.
 */
export const hddQuerySchema = z
  .object({
    kanal: numberText,
    sikistirma: choice(CODECS),
    cozunurluk: choice(RESOLUTIONS),
    fps: choice(FRAME_RATES.map(String) as [string, ...string[]]),
    bithizi: numberText,
    gun: numberText,
    raid: choice(RAID_LEVELS),
  })
  .transform(
    (query): HddValues =>
      normaliseHddInput({
        channels: query.kanal,
        codec: query.sikistirma,
        resolution: query.cozunurluk,
        fps: query.fps,
        bitrateKbps: query.bithizi,
        days: query.gun,
        raid: query.raid,
      }),
  );

export type HddQuery = {
  values: HddValues;
  /** Whether the URL carries any calculator parameter: a calculation was made (or shared), so the results show. */
  calculated: boolean;
};

/** Reads the calculator's values from a URL query; a parameter given twice keeps its first value. */
export function parseHddQuery(params: URLSearchParams): HddQuery {
  const first: Record<string, string> = {};
  for (const key of Object.values(HDD_QUERY_KEYS)) {
    const value = params.get(key);
    if (value !== null) first[key] = value;
  }
  return { values: hddQuerySchema.parse(first), calculated: Object.keys(first).length > 0 };
}

/** The shareable address of a calculation: `/hdd-hesaplama?kanal=…&sikistirma=…&…`, every value written. */
export function hddCalculatorHref(values: HddValues): string {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(HDD_QUERY_KEYS) as [keyof HddValues, string][]) {
    params.set(key, String(values[field]));
  }
  return `${HDD_CALCULATOR_PATH}?${params.toString()}`;
}
