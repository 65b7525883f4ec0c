import { z } from "zod";
import { CODECS, FRAME_RATES, normaliseHddInput, RAID_LEVELS, RESOLUTIONS, type HddValues } from "./hdd-calculator";
import { HDD_QUERY_KEYS, HDD_SUGGESTED_BITRATE_KEY } from "./hdd-calculator-url";

/** A choice: an unknown value is dropped, so the calculator takes the default. */
const choice = (values: readonly [string, ...string[]]) => z.enum(values).optional().catch(undefined);
/** A number as typed: the calculator's input rules fall back or clamp it. */
const numberText = z.string().optional();

/**
 * The query of `/hdd-hesaplama`: lenient, the page never fails on it. A missing value takes the
 * default; a number the calculator cannot read takes its fallback and one out of range is clamped
 * (docs/product.md#calculator); an unknown choice takes the default; unknown parameters are ignored.
 * Used by the route's loader only, so the page's JavaScript carries no zod.
 */
export const hddQuerySchema = z
  .object({
    [HDD_QUERY_KEYS.channels]: numberText,
    [HDD_QUERY_KEYS.codec]: choice(CODECS),
    [HDD_QUERY_KEYS.resolution]: choice(RESOLUTIONS),
    [HDD_QUERY_KEYS.fps]: choice(FRAME_RATES.map(String) as [string, ...string[]]),
    [HDD_QUERY_KEYS.bitrateKbps]: numberText,
    [HDD_QUERY_KEYS.days]: numberText,
    [HDD_QUERY_KEYS.raid]: choice(RAID_LEVELS),
  })
  .transform(
    (query): HddValues =>
      normaliseHddInput({
        channels: query[HDD_QUERY_KEYS.channels],
        codec: query[HDD_QUERY_KEYS.codec],
        resolution: query[HDD_QUERY_KEYS.resolution],
        fps: query[HDD_QUERY_KEYS.fps],
        bitrateKbps: query[HDD_QUERY_KEYS.bitrateKbps],
        days: query[HDD_QUERY_KEYS.days],
        raid: query[HDD_QUERY_KEYS.raid],
      }),
  );

export type HddQuery = {
  values: HddValues;
  /** Whether the URL carries any calculator parameter: a calculation was made (or shared), so the results show. */
  calculated: boolean;
};

/**
 * Reads the calculator's values from a URL query; a parameter given twice keeps its first value. A
 * bitrate equal to the form's suggested one (`onerilen`, sent by the form without JavaScript) was not
 * typed: it is left out, so the table's bitrate for the chosen resolution, codec and frame rate applies.
 */
export function parseHddQuery(params: URLSearchParams): HddQuery {
  const first: Record<string, string> = {};
  for (const key of Object.values(HDD_QUERY_KEYS)) {
    const value = params.get(key);
    if (value !== null) first[key] = value;
  }
  const calculated = Object.keys(first).length > 0;
  const suggested = params.get(HDD_SUGGESTED_BITRATE_KEY);
  if (suggested !== null && first[HDD_QUERY_KEYS.bitrateKbps]?.trim() === suggested.trim()) delete first[HDD_QUERY_KEYS.bitrateKbps];
  return { values: hddQuerySchema.parse(first), calculated };
}
